import { getFormProps, getInputProps, getSelectProps, getTextareaProps, type SubmissionResult } from '@conform-to/react'
import { lazy, Suspense, useState } from 'react'
import { Form, Link, useNavigation } from 'react-router'
import { BlogPostSchema, DEFAULT_AUTHOR_NAME } from '~/blog/blog-post-schema.ts'
import { dateToZonedLocal } from '~/blog/publishing.ts'
import { FormErrors } from '~/components/form-errors.tsx'
import { InputField } from '~/components/input-field.tsx'
import { buttonVariants } from '~/components/ui/button.tsx'
import { Field } from '~/components/ui/field.tsx'
import { Input } from '~/components/ui/input.tsx'
import { NativeSelect } from '~/components/ui/select.tsx'
import { StatusButton } from '~/components/ui/status-button.tsx'
import { Textarea } from '~/components/ui/textarea.tsx'
import { useHydrated } from '~/utils/use-hydrated.ts'
import { useSchemaForm } from '~/utils/forms.ts'

// Loaded only here, only in the browser: the editor's code is not in any other page's bundle.
const RichTextEditor = lazy(() => import('./rich-text-editor.tsx'))

export type EditablePost = {
  id: string
  title: string
  slug: string
  excerpt: string | null
  content: string
  category: string
  authorName: string
  featuredImageUrl: string | null
  status: string
  metaTitle: string | null
  metaDescription: string | null
  keywords: string[]
  tags: string[]
  publishedAt: Date | null
}

export const NEW_POST_FORM_ID = 'new-post'
export const postFormId = (postId: string) => `edit-post-${postId}`

/**
 * Create or edit a post (spec §3 fields, §5 rules). The same form renders in the dialog (with
 * JavaScript) and as a section of the page (`?new`, `?edit=<id>`) without it.
 */
export function PostForm({
  post,
  categories,
  lastResult,
  typedValues,
}: {
  post: EditablePost | null
  categories: string[]
  lastResult?: SubmissionResult<string[]>
  /** what was typed into this form before the page hydrated: it wins over the stored values */
  typedValues?: Record<string, string>
}) {
  const navigation = useNavigation()
  const hydrated = useHydrated()
  const formId = post ? postFormId(post.id) : NEW_POST_FORM_ID
  const [form, fields] = useSchemaForm({
    id: formId,
    schema: BlogPostSchema,
    lastResult: lastResult,
    defaultValue: {
      ...(post
        ? {
            id: post.id,
            title: post.title,
            slug: post.slug,
            excerpt: post.excerpt ?? '',
            content: post.content,
            category: post.category,
            authorName: post.authorName,
            featuredImageUrl: post.featuredImageUrl ?? '',
            status: post.status,
            publishedAt: post.publishedAt ? dateToZonedLocal(new Date(post.publishedAt)) : '',
            metaTitle: post.metaTitle ?? '',
            metaDescription: post.metaDescription ?? '',
            keywords: post.keywords.join(', '),
            tags: post.tags.join(', '),
          }
        : { authorName: DEFAULT_AUTHOR_NAME, status: 'draft' }),
      ...typedValues,
    },
  })
  const submitting = navigation.state === 'submitting' && navigation.formData?.get('intent') === (post ? 'update' : 'create')
  const contentValue = typeof fields.content.initialValue === 'string' ? fields.content.initialValue : ''
  // what is typed into the plain textarea while the editor's code loads: the editor starts from it
  const [typedContent, setTypedContent] = useState<string | null>(null)
  const contentDescribedBy = fields.content.errors?.length ? fields.content.errorId : undefined

  return (
    <Form method="post" {...getFormProps(form)} className="flex flex-col gap-5">
      <input type="hidden" name="intent" value={post ? 'update' : 'create'} />
      {post ? <input type="hidden" name="id" value={post.id} /> : null}
      <FormErrors id={form.errorId} errors={form.errors} />
      <InputField field={fields.title} label="Title" type="text" />
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label="Slug" description="Optional: made from the title when empty." errors={fields.slug.errors} errorId={fields.slug.errorId}>
          <Input {...getInputProps(fields.slug, { type: 'text' })} placeholder="made-from-the-title" />
        </Field>
        <InputField field={fields.category} label="Category" type="text" list="blog-categories" />
        <datalist id="blog-categories">
          {categories.map((category) => (
            <option key={category} value={category} />
          ))}
        </datalist>
      </div>
      <Field label="Excerpt" errors={fields.excerpt.errors} errorId={fields.excerpt.errorId}>
        <Textarea {...getTextareaProps(fields.excerpt)} rows={2} />
      </Field>
      <Field label="Content" errors={fields.content.errors} errorId={fields.content.errorId}>
        {(control) =>
          hydrated ? (
            <Suspense
              fallback={
                <Textarea {...getTextareaProps(fields.content)} {...control} rows={14} onChange={(event) => setTypedContent(event.currentTarget.value)} />
              }
            >
              <RichTextEditor
                key={form.key}
                name={fields.content.name}
                id={control.id}
                label="Content"
                defaultValue={typedContent ?? contentValue}
                describedBy={contentDescribedBy}
                invalid={Boolean(fields.content.errors?.length)}
              />
            </Suspense>
          ) : (
            <Textarea {...getTextareaProps(fields.content)} {...control} rows={14} className="font-mono" />
          )
        }
      </Field>
      <div className="grid gap-5 sm:grid-cols-2">
        <InputField field={fields.authorName} label="Author" type="text" />
        <InputField field={fields.featuredImageUrl} label="Featured image URL" type="text" inputMode="url" placeholder="https://…" />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label="Status" errors={fields.status.errors} errorId={fields.status.errorId}>
          <NativeSelect {...getSelectProps(fields.status)}>
            <option value="draft">Draft</option>
            <option value="published">Published</option>
          </NativeSelect>
        </Field>
        <Field
          label="Publish at (Eastern time)"
          description="Empty: now, when published. A future date schedules the post."
          errors={fields.publishedAt.errors}
          errorId={fields.publishedAt.errorId}
        >
          <Input {...getInputProps(fields.publishedAt, { type: 'datetime-local' })} />
        </Field>
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <InputField field={fields.metaTitle} label="Meta title" type="text" />
        <InputField field={fields.keywords} label="Keywords (comma-separated)" type="text" />
      </div>
      <Field label="Meta description" errors={fields.metaDescription.errors} errorId={fields.metaDescription.errorId}>
        <Textarea {...getTextareaProps(fields.metaDescription)} rows={2} />
      </Field>
      <InputField field={fields.tags} label="Tags (comma-separated)" type="text" />
      <div className="flex flex-wrap justify-end gap-3">
        <Link to="/admin/blog" preventScrollReset className={buttonVariants({ variant: 'outline' })}>
          Cancel
        </Link>
        <StatusButton status={submitting ? 'pending' : 'idle'} pendingText="Saving...">
          {post ? 'Update Post' : 'Create Post'}
        </StatusButton>
      </div>
    </Form>
  )
}

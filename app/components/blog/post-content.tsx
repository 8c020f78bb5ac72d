import { cn } from '~/utils/misc.ts'

// Article typography for the post body (the elements the sanitiser allows).
const ARTICLE_CLASSES = [
  'text-base leading-7 text-foreground',
  '[&_h2]:mt-10 [&_h2]:text-2xl [&_h2]:font-semibold [&_h3]:mt-8 [&_h3]:text-xl [&_h3]:font-semibold [&_h4]:mt-6 [&_h4]:font-semibold',
  '[&_p]:mt-4 [&_ul]:mt-4 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:mt-4 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:mt-1',
  '[&_a]:text-primary [&_a]:underline [&_strong]:font-semibold',
  '[&_blockquote]:mt-6 [&_blockquote]:border-l-4 [&_blockquote]:border-brand-200 [&_blockquote]:pl-4 [&_blockquote]:italic',
  '[&_code]:rounded [&_code]:bg-muted [&_code]:px-1 [&_pre]:mt-4 [&_pre]:overflow-x-auto [&_pre]:rounded-md [&_pre]:bg-muted [&_pre]:p-4',
  '[&_img]:mt-6 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-lg [&_figcaption]:mt-2 [&_figcaption]:text-sm [&_figcaption]:text-muted-foreground',
  '[&_table]:mt-6 [&_table]:w-full [&_table]:border-collapse [&_th]:border [&_th]:border-border [&_th]:p-2 [&_th]:text-left [&_td]:border [&_td]:border-border [&_td]:p-2',
  '[&_hr]:my-8 [&_hr]:border-border',
].join(' ')

/** Post HTML, already sanitised with the article allowlist on save and again on load (app/blog/html.server.ts). */
export function PostContent({ html, className }: { html: string; className?: string }) {
  return <div className={cn(ARTICLE_CLASSES, className)} dangerouslySetInnerHTML={{ __html: html }} />
}

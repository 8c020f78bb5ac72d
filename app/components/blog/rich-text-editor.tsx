import { useEffect, useRef, useState } from 'react'
import Squire from 'squire-rte'
import { cn } from '~/utils/misc.ts'

// The admin's rich-text editor: Squire (Fastmail's contenteditable editor, ~18 KB gzip), loaded
// with React.lazy only on /admin/blog once JavaScript runs. It edits the same HTML the server
// stores; the server sanitises it again on save, so this cleaning only keeps pasted markup from
// running in the admin's own page while it is edited.

const BLOCKED = new Set([
  'SCRIPT',
  'STYLE',
  'IFRAME',
  'OBJECT',
  'EMBED',
  'SVG',
  'MATH',
  'TEMPLATE',
  'NOSCRIPT',
  'FORM',
  'INPUT',
  'TEXTAREA',
  'SELECT',
  'BUTTON',
  'LINK',
  'META',
  'BASE',
])
const ALLOWED = new Set([
  'H2',
  'H3',
  'H4',
  'P',
  'BR',
  'HR',
  'UL',
  'OL',
  'LI',
  'STRONG',
  'B',
  'EM',
  'I',
  'U',
  'S',
  'SUB',
  'SUP',
  'BLOCKQUOTE',
  'CODE',
  'PRE',
  'A',
  'IMG',
  'FIGURE',
  'FIGCAPTION',
  'TABLE',
  'CAPTION',
  'THEAD',
  'TBODY',
  'TFOOT',
  'TR',
  'TH',
  'TD',
  'DIV',
  'SPAN',
])
const ATTRIBUTES: Record<string, string[]> = {
  A: ['href', 'title'],
  IMG: ['src', 'alt', 'title', 'width', 'height'],
  TH: ['colspan', 'rowspan', 'scope'],
  TD: ['colspan', 'rowspan'],
  OL: ['start'],
}

function cleanNode(node: Node) {
  for (const child of Array.from(node.childNodes)) {
    if (child.nodeType === Node.COMMENT_NODE) {
      child.remove()
      continue
    }
    if (!(child instanceof Element)) continue
    const tag = child.nodeName.toUpperCase()
    if (BLOCKED.has(tag)) {
      child.remove()
      continue
    }
    cleanNode(child)
    if (!ALLOWED.has(tag)) {
      child.replaceWith(...Array.from(child.childNodes))
      continue
    }
    const keep = ATTRIBUTES[tag] ?? []
    for (const attribute of Array.from(child.attributes)) {
      if (!keep.includes(attribute.name)) child.removeAttribute(attribute.name)
    }
    const href = child.getAttribute('href')
    if (href !== null && !/^(https?:|mailto:|tel:|\/(?!\/)|#)/i.test(href.trim())) child.removeAttribute('href')
    const src = child.getAttribute('src')
    if (tag === 'IMG' && !(src && /^(https:\/\/|\/(?!\/))/i.test(src.trim()))) child.remove()
  }
}

/** HTML → a cleaned fragment, parsed in an inert <template> (nothing loads or runs while parsing). */
function sanitizeToFragment(html: string): DocumentFragment {
  const template = document.createElement('template')
  template.innerHTML = html
  cleanNode(template.content)
  return document.importNode(template.content, true)
}

function setBlockTag(editor: Squire, tag: 'H2' | 'H3' | 'P') {
  editor.modifyBlocks((fragment) => {
    const result = document.createDocumentFragment()
    for (const node of Array.from(fragment.childNodes)) {
      if (node instanceof HTMLElement && /^(P|DIV|H2|H3|H4)$/.test(node.nodeName)) {
        const block = document.createElement(tag)
        block.append(...Array.from(node.childNodes))
        result.append(block)
      } else {
        result.append(node)
      }
    }
    return result
  })
}

type Command = { label: string; title: string; run: (editor: Squire) => void }

const COMMANDS: Command[] = [
  { label: 'H2', title: 'Heading', run: (editor) => setBlockTag(editor, 'H2') },
  { label: 'H3', title: 'Subheading', run: (editor) => setBlockTag(editor, 'H3') },
  { label: '¶', title: 'Paragraph', run: (editor) => setBlockTag(editor, 'P') },
  { label: 'B', title: 'Bold', run: (editor) => (editor.hasFormat('B') ? editor.removeBold() : editor.bold()) },
  { label: 'I', title: 'Italic', run: (editor) => (editor.hasFormat('I') ? editor.removeItalic() : editor.italic()) },
  { label: '• List', title: 'Bulleted list', run: (editor) => (editor.hasFormat('UL') ? editor.removeList() : editor.makeUnorderedList()) },
  { label: '1. List', title: 'Numbered list', run: (editor) => (editor.hasFormat('OL') ? editor.removeList() : editor.makeOrderedList()) },
  { label: '“ Quote', title: 'Quote', run: (editor) => (editor.hasFormat('BLOCKQUOTE') ? editor.removeQuote() : editor.increaseQuoteLevel()) },
  { label: '</>', title: 'Code', run: (editor) => editor.toggleCode() },
  {
    label: 'Link',
    title: 'Link',
    run: (editor) => {
      const url = window.prompt('Link address (https://… or /page)')
      if (url === null) return
      if (!url.trim()) editor.removeLink()
      else if (/^(https?:|mailto:|tel:|\/(?!\/))/i.test(url.trim())) editor.makeLink(url.trim())
    },
  },
  {
    label: 'Image',
    title: 'Image (https)',
    run: (editor) => {
      const url = window.prompt('Image address (https://…)')
      if (url && /^(https:\/\/|\/(?!\/))/i.test(url.trim()))
        editor.insertImage(url.trim(), { alt: window.prompt('Describe the image (alternative text)') ?? '' })
    },
  },
]

/**
 * A toolbar and an editable area that keeps a hidden input `name` in step, so the form posts the
 * HTML like the plain textarea would. `describedBy`/`invalid` carry the field's error wiring.
 */
export default function RichTextEditor({
  name,
  id,
  defaultValue,
  describedBy,
  invalid,
  label,
}: {
  name: string
  id: string
  defaultValue: string
  describedBy?: string
  invalid?: boolean
  label: string
}) {
  const rootRef = useRef<HTMLDivElement>(null)
  const editorRef = useRef<Squire | null>(null)
  const [html, setHtml] = useState(defaultValue)

  useEffect(() => {
    const root = rootRef.current
    if (!root) return
    const editor = new Squire(root, { blockTag: 'P', sanitizeToDOMFragment: sanitizeToFragment })
    editor.setHTML(defaultValue)
    const sync = () => setHtml(editor.getHTML())
    editor.addEventListener('input', sync)
    editorRef.current = editor
    return () => {
      editor.removeEventListener('input', sync)
      editor.destroy()
      editorRef.current = null
    }
    // the editor owns its content after mounting; a new default value remounts it (key)
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  return (
    <div className={cn('rounded-md border border-input bg-background', invalid && 'border-destructive')}>
      <div role="toolbar" aria-label="Formatting" aria-controls={id} className="flex flex-wrap gap-1 border-b border-border p-1">
        {COMMANDS.map((command) => (
          <button
            key={command.label}
            type="button"
            title={command.title}
            aria-label={command.title}
            className="min-h-9 min-w-9 rounded px-2 text-sm font-medium hover:bg-accent"
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => {
              const editor = editorRef.current
              if (!editor) return
              editor.focus()
              command.run(editor)
              setHtml(editor.getHTML())
            }}
          >
            {command.label}
          </button>
        ))}
      </div>
      <div
        ref={rootRef}
        id={id}
        role="textbox"
        aria-multiline="true"
        aria-label={label}
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        data-testid="rich-text-editor"
        className="min-h-64 max-h-[50vh] overflow-y-auto px-3 py-2 text-sm leading-6 focus:outline-2 focus:outline-ring [&_blockquote]:border-l-4 [&_blockquote]:pl-3 [&_h2]:text-xl [&_h2]:font-semibold [&_h3]:text-lg [&_h3]:font-semibold [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:my-2 [&_ul]:list-disc [&_ul]:pl-6 [&_a]:text-primary [&_a]:underline"
      />
      <input type="hidden" name={name} value={html} />
    </div>
  )
}

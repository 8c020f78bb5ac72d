// Spec §2: the blog shows 4 skeleton cards while a list loads. /blog is not hydrated (0029), so
// there is no client-side navigation: the browser loads the next list as a page. While it does,
// this swaps the list for the skeleton cards the server rendered in a <template>, and puts the
// list back if the page is shown again from the back/forward cache.

export const BLOG_LIST_ID = 'blog-list'
export const BLOG_LIST_LOADING_ID = 'blog-list-loading'

/** Whether a URL is another /blog list (not the same list with only a fragment). */
function isAnotherBlogList(url: URL) {
  if (url.origin !== window.location.origin || url.pathname !== '/blog') return false
  return !(url.search === window.location.search && url.hash)
}

export function showSkeletonsWhileTheNextListLoads() {
  const list = document.getElementById(BLOG_LIST_ID)
  const template = document.getElementById(BLOG_LIST_LOADING_ID)
  if (!list || !(template instanceof HTMLTemplateElement)) return
  let shown: Node[] | null = null

  const showSkeletons = () => {
    if (shown) return
    shown = [...list.childNodes]
    list.replaceChildren(template.content.cloneNode(true))
    list.setAttribute('aria-busy', 'true')
  }

  document.addEventListener('click', (event) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    const link = event.target instanceof Element ? event.target.closest('a') : null
    if (!link || (link.target && link.target !== '_self') || link.hasAttribute('download')) return
    if (isAnotherBlogList(new URL(link.href))) showSkeletons()
  })
  document.addEventListener('submit', (event) => {
    const form = event.target
    if (event.defaultPrevented || !(form instanceof HTMLFormElement) || form.method !== 'get') return
    if (isAnotherBlogList(new URL(form.action))) showSkeletons()
  })
  window.addEventListener('pageshow', (event) => {
    if (!event.persisted || !shown) return
    list.replaceChildren(...shown)
    list.removeAttribute('aria-busy')
    shown = null
  })
}

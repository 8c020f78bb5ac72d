import { db } from '~/utils/db.server.ts'
import { logger } from '~/utils/logger.server.ts'

// Post views are added to a tally in this process and stored once a second, one UPDATE … SET
// viewCount = viewCount + n per post (docs/decisions/0028) — not one write per reader, which on
// SQLite's single writer would queue every form submission behind a popular post. A reader still
// sees a count that includes their visit: the stored count (read with the visit) plus this
// process's views not yet stored. What a crash can lose is at most a second of views; a normal
// shutdown stores them (server/index.ts calls `storePendingPostViews`).

const STORE_EVERY_MS = 1_000

/** views by post id, counted here and not yet stored; `storing` while their UPDATE runs */
const pending = new Map<string, number>()
const storing = new Map<string, number>()
let timer: NodeJS.Timeout | null = null
let running: Promise<void> = Promise.resolve()

/** One more view of the post; the count to show with it, given the count stored when the visit read it. */
export function tallyPostView(postId: string, storedCount: number): number {
  const views = (pending.get(postId) ?? 0) + 1
  pending.set(postId, views)
  timer ??= setTimeout(() => void storePendingPostViews(), STORE_EVERY_MS).unref()
  return storedCount + (storing.get(postId) ?? 0) + views
}

/** Stores every view counted so far (and waits for a store already under way). A failure is logged and the views kept for the next try. */
export function storePendingPostViews(): Promise<void> {
  if (timer) clearTimeout(timer)
  timer = null
  running = running.then(async () => {
    const batch = [...pending]
    pending.clear()
    for (const [postId, views] of batch) {
      storing.set(postId, views)
      try {
        // counted while it was public; a post deleted since matches no row and its views go with it
        await db.blogPost.updateMany({ where: { id: postId }, data: { viewCount: { increment: views } } })
      } catch (error) {
        logger.error({ err: error, postId, views }, 'storing blog post views failed; kept for the next try')
        pending.set(postId, (pending.get(postId) ?? 0) + views)
        timer ??= setTimeout(() => void storePendingPostViews(), STORE_EVERY_MS).unref()
      } finally {
        storing.delete(postId)
      }
    }
  })
  return running
}

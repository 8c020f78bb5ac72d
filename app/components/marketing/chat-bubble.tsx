import type * as React from 'react'
import { cn } from '~/utils/misc.ts'

/** One line of a scripted Harper conversation. */
export function ChatBubble({ from, children }: { from: 'harper' | 'user'; children: React.ReactNode }) {
  return (
    <li className={cn('flex', from === 'user' ? 'justify-end' : 'justify-start')}>
      <p
        className={cn(
          'max-w-[85%] rounded-2xl px-4 py-2 text-sm leading-relaxed',
          from === 'user' ? 'bg-primary text-primary-foreground' : 'bg-muted text-foreground',
        )}
      >
        <span className="sr-only">{from === 'user' ? 'You: ' : 'Harper: '}</span>
        {children}
      </p>
    </li>
  )
}

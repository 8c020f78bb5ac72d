// The shape every process here is written in (Sharetribe's web-template: a table of transitions,
// each naming the states it may leave, the state it reaches and who may apply it). The table
// lives with its process (app/service-requests/process.ts); this file only answers "may this
// actor apply this transition now?" the same way for any table.

export type TransitionRule<State extends string, Actor extends string> = {
  from: readonly State[]
  to: State
  actors: readonly Actor[]
}

export type TransitionCheck<State extends string> =
  /** allowed: move from `from` to `to` */
  | { status: 'allowed'; from: State; to: State }
  /** already there and not allowed again: applying it twice changes nothing (idempotent) */
  | { status: 'unchanged'; current: State }
  /** the actor may never apply this transition */
  | { status: 'forbidden' }
  /** the transition does not leave the current state */
  | { status: 'not-allowed'; current: State }

export function checkTransition<State extends string, Actor extends string>(
  rule: TransitionRule<State, Actor>,
  current: State,
  actor: Actor,
): TransitionCheck<State> {
  if (!rule.actors.includes(actor)) return { status: 'forbidden' }
  if (rule.from.includes(current)) return { status: 'allowed', from: current, to: rule.to }
  if (current === rule.to) return { status: 'unchanged', current }
  return { status: 'not-allowed', current }
}

/** The transitions of `table` this actor may apply from `current`, in the table's order. */
export function availableTransitions<Name extends string, State extends string, Actor extends string>(
  table: Record<Name, TransitionRule<State, Actor>>,
  current: State,
  actor: Actor,
): Name[] {
  return (Object.keys(table) as Name[]).filter((name) => checkTransition(table[name], current, actor).status === 'allowed')
}

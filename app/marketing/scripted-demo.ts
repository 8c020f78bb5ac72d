import { parsePicks, parseStep } from './url-state.ts'

// The pipe-repair and roofing pages' scripted Harper chats (spec: 'Scripted demos'). Nothing is
// sent anywhere: each option advances one step, and the steps are fixed data.

export type ScriptedDemoStep = {
  /** What Harper says at this step. */
  harper: string
  /** The replies a visitor can pick; picking one advances to the next step. */
  options: readonly string[]
}

export type ScriptedDemo = {
  id: string
  /** Harper's persona line above the transcript. */
  title: string
  steps: readonly ScriptedDemoStep[]
}

export type DemoTranscriptLine = { from: 'harper' | 'user'; text: string }

export type DemoView = {
  step: number
  lastStep: number
  isLastStep: boolean
  picks: number[]
  transcript: DemoTranscriptLine[]
  options: readonly string[]
}

/**
 * What the demo shows for `?step=N&picks=…`: Harper's lines for steps 1..N with the visitor's
 * picks between them (a pick that is missing from the URL is simply not shown), and the options
 * of step N. Steps run from 1 to the number of steps.
 */
export function viewScriptedDemo(demo: ScriptedDemo, params: URLSearchParams): DemoView {
  const lastStep = demo.steps.length
  const step = parseStep(params.get('step'), 1, lastStep)
  const picks = parsePicks(
    params.get('picks'),
    demo.steps.map((entry) => entry.options.length),
    step - 1,
  )
  const transcript: DemoTranscriptLine[] = []
  for (let index = 0; index < step; index++) {
    const entry = demo.steps[index]!
    transcript.push({ from: 'harper', text: entry.harper })
    const pick = picks[index]
    if (index < step - 1 && pick !== undefined) transcript.push({ from: 'user', text: entry.options[pick]! })
  }
  return { step, lastStep, isLastStep: step === lastStep, picks, transcript, options: demo.steps[step - 1]!.options }
}

/** The spec's rule for the roofing demo's last step: an option with a price opens the checkout. */
export function opensCheckout(option: string): boolean {
  return option.includes('$')
}

import { dialogueSetHalf, playingDialogues } from './harper-dialogue-set.ts'

// The dialogue set's second half (every other dialogue, from the second): beside the first half,
// which runs in harper-conversations.test.ts (tests/integration/harper-dialogue-set.ts says why).

playingDialogues()

dialogueSetHalf(1)

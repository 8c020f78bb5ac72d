// The zxcvbn-ts language packages type only their index; these lists are plain string arrays.
declare module '@zxcvbn-ts/language-en/dist/firstnames.json.mjs' {
  const names: string[]
  export default names
}
declare module '@zxcvbn-ts/language-es-es/dist/firstnames.json.mjs' {
  const names: string[]
  export default names
}
declare module '@zxcvbn-ts/language-en/dist/commonWords.json.mjs' {
  const words: string[]
  export default words
}
declare module '@zxcvbn-ts/language-en/dist/wikipedia.json.mjs' {
  const words: string[]
  export default words
}

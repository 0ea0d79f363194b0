// zxcvbn-ts's lists, imported one file each (src/lib/forms/password-dictionaries.ts): the packages type only
// their index modules.
declare module '@zxcvbn-ts/language-common/dist/adjacencyGraphs.json.mjs' {
  import type { OptionsGraph } from '@zxcvbn-ts/core'

  const graphs: OptionsGraph
  export default graphs
}
declare module '@zxcvbn-ts/language-*.json.mjs' {
  const words: string[]
  export default words
}

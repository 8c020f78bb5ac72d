// Active danger in a homeowner's words (issue 23): water coming in now, gas, fire or smoke, or
// electrical danger. Harper then says one safety line, skips the budget question and marks the
// request urgent. Only what is happening now: "we had a flood last year" is history, not danger.
import type { EmergencyKind } from './texts.ts'

const fold = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[\u2018\u2019`´]/g, "'")
    // "water coming thru the ceiling"
    .replace(/\bthru\b/g, 'through')
    // "water is poring through the ceiling light", "bathtub"
    .replace(/\bpor(ing|s)\b/g, 'pour$1')
    .replace(/\bbath tub\b/g, 'bathtub')
    // phone spellings: "water evrywhere", "smoke comin out the breaker box", "outlet sparkd", "raining rn"
    .replace(/\b(?:evrywhere|everywere|everwhere|evreywhere|everywhre)\b/g, 'everywhere')
    .replace(/\b(com|leak|dripp|pour|spark|gush|spray|flood|smok|burn|runn|spread|pour)in'?(?=\s|$|[.,!?])/g, '$1ing')
    .replace(/\bsparkd\b/g, 'sparked')
    .replace(/\brn\b/g, 'right now')

const PATTERNS: [EmergencyKind, RegExp][] = [
  [
    'gas',
    // (carbon monoxide too: the same advice, out of the house and 911)
    /\b(?:smell(?:s|ing|ed)? (?:\w+ ){0,3}(?:of |like )?(?:natural |lp )?(?:gas|propane)(?! (?:station|bill))|(?:cheir(?:o|ando|a) (?:a |de )?gas|vazamento de gas|sant gaz|odeur de gaz)|propane (?:smell|leak|odou?r)|leaking propane|(?:olor|huele) (?:\w+ )?a propano|carbon monoxide|co (?:alarm|detector)s? (?:is |are |keeps |went |going )?(?:going off|beeping|sounding|off)|monoxido de carbono|gas (?:smell|leak|odou?r)|leaking gas|rotten eggs?|(?:olor|huele|oliendo|olia) a huevos? podridos?|sulfur smell|is that gas|olor (?:fuerte )?a gas|huele (?:\w+ )?a gas|fuga de gas|se (?:sale|escapa) el gas)\b/,
  ],
  [
    'fire',
    /\b(?:on fire|caught fire|catching fire|(?:a|the) fire (?:in|at|on)|house fire|flames|(?<!(?:cigarette|cigar|weed|bbq|barbecue|grill) )smoke (?:is )?(?:coming|pouring|everywhere|from)|se (?:esta )?quemando|incendio|hay fuego|(?:sale|salio|saliendo|sacando|echando) (?:un )?(?:humo|humito)|humo (?:saliendo|por)|(?<!cigarette |cigar |weed )smell(?:s|ing|ed)? (?:something |somethin )?(?:like |of )?smoke\b|smoke smell|olor a humo|huele a humo)\b/,
  ],
  [
    'electrical',
    /\b(?:spark(?:s|ing|in|ed)?|arcing|(?:outlet|panel|breaker box|plug|wire|wires|switch)(?: is| are)? (?:smoking|melting|burning|on fire|buzzing and hot)|burn(?:ing|t|ed) (?:plastic |rubber |wire |electrical )?smell|smells? (?:like |of )?burn(?:ing|t)(?: plastic| rubber| wires?)?|smell(?:s|ing|ed)? (?:something|somethin) burn(?:ing|t)\b[^.!?]{0,30}\b(?:outlet|plug|panel|breaker|switch|wall|wires?)|(?:outlet|panel|breaker box|breaker|plug|switch|receptacle)\b[^.!?]{0,40}\b(?:warm|hot) to (?:the )?touch|(?:breaker box|breaker panel|electrical panel|electric panel|panel box|outlet|receptacle|plug)\b[^.!?]{0,30}\b(?:is|are|feels?|gets?|getting) (?:warm|hot)\b|(?:cable|wire|line|service drop)s?\b[^.!?]{0,30}\bhanging (?:low|down|about|at|over|just)\b|(?:blue|white) flash\b|hot (?:plastic|rubber|wire|wiring|electrical) smell|smell(?:s|ing)? (?:like |of )?hot (?:plastic|rubber|wires?|wiring)|(?:outlet|plug|cover|plate|switch|receptacle)\b[^.!?]{0,40}\b(?:turn(?:ing|ed)|gone|going) (?:brown|black)|(?:scorched|melted|charred|blackened) (?:outlet|plug|cover|plate|switch|receptacle)|(?:outlet|panel|breaker box|breaker|plug|switch)\b[^.!?]{0,40}\b(?:hot|warm)(?: hot)? (?:when|if) (?:i|you|she|he|we|they|my (?:mom|dad|wife|husband)) touch|smell(?:s|ing)? (?:like |of )?(?:plasti[ck]|rubber|wires?) burning|(?:smell|odou?r)s? (?:like|of) something (?:is )?burn(?:ing|t)|(?:crackl(?:e|es|ing)|sizzl(?:e|es|ing)) (?:sound |noise )?(?:is )?(?:coming )?(?:from|in|inside|behind) (?:the |my |our |a )?(?:[a-z]+ ){0,3}(?:box|panel|outlet|plug|breaker|switch)|live wires?|power line (?:down|on|fell|is on)|on the power lines?|(?:wire|line|cable|service drop)s?\b[^.!?]{0,20}?\b(?:is |are )?(?:laying|lying|down|hanging) (?:in|on|across)|(?:down|fallen) power lines?|chispas?|chispea|chispazos?|olor a quemado|huele a quemado|oliendo a quemado|(?:huele|olor|oliendo|olia) a (?:[a-z]+ )?quema(?:do|da|o)|(?:panel|breakers?|caja de (?:breakers|fusibles)|enchufe|tomacorriente)\b[^.!?]{0,50}\b(?:caliente|hirviendo)|(?:outlet|plug|panel|switch|breaker)\b[^.!?]{0,50}\b(?:smells? like (?:a )?(?:campfire|bonfire|smoke|something burning)|went pop\b[^.!?]{0,40}\bsmell)|cables? (?:pelados?|sueltos?) (?:con corriente|echando)|cable de luz (?:caido|en el suelo))\b/,
  ],
  [
    'water',
    /\b(?:water(?:'?s| is| keeps)?(?: (?:literally|actually|just|still|now|really))? (?:pouring|gushing|spraying|flooding|coming (?:in|through|down|out)|everywhere|rushing|leaking (?:everywhere|through)|running down (?:the |our |my )?(?:walls?|ceiling|inside))|pouring (?:water|through|in|into|down)|raining (?:in|inside|into) (?:the |her |his |my |our |their )?(?:living room|house|home|bedroom|kitchen|bathroom|hall|hallway|den|family room|dining room|room|garage|closet)|(?:pot|bucket|pan|trash can|tub)s? (?:is |are |keeps? )?(?:filling (?:up )?(?:pretty |really |so |very )?(?:fast|quick|faster)|overflowing)|actively (?:leaking|flooding|pouring)|rain(?:water)? (?:is )?(?:pouring|coming|gushing|pouring) (?:in|into|through|down)|(?:coming|pouring) (?:in )?through the (?:roof|ceiling)|(?:house|home|kitchen|bathroom|room|floor|garage|laundry|it|it's|its) (?:is )?flooding|flooding (?:the|my|our) (?:house|home|kitchen|bathroom|floor|garage)|burst (?:pipe|line)|(?:pipe|line) (?:(?:is|it|just|has) )?(?:burst|bursted|exploded|broke|break|busted|bust)\b(?! (?:last|in) )|(?:spraying|spray|gushing|pouring) everywhere|(?<!(?:sprinklers?|hoses?|fountains?|irrigation|pressure washer)[^.!?]{0,20})(?:gushing|spraying|pouring) (?:out )?water|water (?:is |keeps )?(?:com(?:e|es|ing) out|going|spraying) (?:\w+ )?everywhere|(?:saliendo|botando|cayendo) sin parar|se (?:me )?(?:rompio|revento) (?:el |la )?(?:calentador|boiler)|ceiling (?:is )?(?:collapsing|caving|falling|coming down)|se (?:esta )?inundando|inundad[oa]|agua (?:por todas partes|entrando|cayendo|saliendo a chorros|a chorros)|(?:botando|saliendo|cayendo|entrando)\w* (?:agua )?a chorros?|(?:sale|salia|bota|cae|entra) (?:el |mucha )?agua a chorros?|entra (?:mucha )?agua|(?:entrando|cayendo|saliendo) (?:mucha )?agua|se (?:rompio|revento) (?:un |el |la )?(?:tubo|tuberia|caneria)|water (?:is )?(?:still )?running out (?:from|the bottom|the side|under|onto|all over|everywhere)|(?:still |is )pouring out|(?:spreading|running) (?:in)?to the (?:laundry|kitchen|living|hall|bedroom|floor|carpet|house)|(?:se (?:esta )?)?metiendo (?:el )?agua|(?:entrando|cayendo|saliendo|botando)\w* (?:el |la |mucha |tanta )?agua(?: negra| sucia)?(?= (?:por|a|en|de|pero))|(?:tubo|tuberia|caneria|calentador|heater|pipe)\w* (?:se )?(?:revento|rompio|exploto|estallo)|agua por todo el (?:piso|suelo|cuarto|pasillo|laundry|bano|cocina|garaje)|(?:se (?:esta |sigue )?)?(?:saliendo|regando|derramando|desbordando) (?:al|por el|en el|por todo el) (?:piso|suelo)|se (?:esta )?(?:rebosando|desbordando)|ya va por el (?:pasillo|cuarto|piso|cocina|sala)|(?:se esta )?metiendo (?:pa|para|a) (?:la|el) (?:cocina|sala|cuarto|pasillo)|water (?:is )?all over (?:the )?(?:floor|kitchen|laundry|hallway|house|bathroom)|(?:subiendo|saliendo|brotando|sale|sube|brota|salia|subia) (?:el |la )?agua (?:sucia|negra|de caca|de cloaca)|agua (?:sucia|negra|de caca) (?:esta |sigue )?(?:subiendo|saliendo)|(?:inodoro|toilet|tina|banera|ducha|lavamanos|fregadero|sanitario|taza|desague)\b[^.!?]{0,20}\bse (?:esta )?rebalsa(?:ndo)?|(?:esta|estan|sigue) chorreando|corriendo por (?:el |la |todo |toda )?(?:pasillo|sala|casa|piso|cuarto|cocina)|ya llego a (?:la |el )?(?:sala|cocina|cuarto|pasillo|alfombra)|water(?:'s|s)? (?:is |keeps )?(?:still )?running (?:across|all over|under|into|through) (?:the |my |our )?(?:\w+ )?(?:floor|garage|house|kitchen|laundry|hall|hallway|room|door|carpet)|(?:water heater|tank|heater) (?:in the \w+ )?(?:has |just )?(?:split|burst|busted) open|like a (?:fountain|geyser|river)|(?:pipe|line|heater|hose|valve|connection)\b[^.!?]{0,40}\b(?:throwing|shooting|spitting) (?:out )?water|(?:running|flowing|spreading|heading) (?:toward|towards|into) (?:my |the |our )?(?:garage|house|kitchen|living room|hall|hallway|bedroom|front door|laundry)|(?:spreading|running) (?:all )?(?:across|over) (?:the |my |our )?(?:\w+ )?floor|sewage (?:is )?(?:coming up|backing up|pouring|overflowing|bubbling up|all over|on the floor|everywhere)|(?:poop|poo|sewer|toilet|dirty|black|brown|nasty|stinky|gross) water (?:is |keeps )?(?:coming|backing|bubbling|gurgling|pouring|spilling) (?:up|out|back up) (?:in|into|through|out of|from) (?:the |my |our )?(?:tub|bathtub|shower|toilet|floor|drains?|sinks?)|(?:raw )?sewage(?: water)? (?:is |keeps )?(?:bubbling|pouring|spilling|gushing|flowing|coming) out\b|(?:filling|filled|backing|backed) up with (?:raw )?(?:sewage|sewer water|poop water|black water)|sewage(?: water)? (?:is )?(?:all )?(?:on|over|across) (?:the |my |our )?(?:\w+ )?floor|aguas (?:negras|residuales) (?:estan |esta )?(?:saliendo|subiendo|por todo)|ceiling (?:is )?(?:bulging|ballooning|sagging)\b[^.!?]{0,40}\b(?:water|balloon)|like a water balloon|water (?:is |keeps )?(?:running|pouring|gushing|spraying|coming) (?:out )?from (?:under|behind|underneath)\b|(?:all|the whole|whole|entire) (?:the )?floor (?:is|its|it'?s) (?:all )?(?:wet|soaked|under water)|(?:water|it)(?:'s| is)? (?:keeps|still) coming\b(?! back)|(?:creeping|seeping|spreading|running) (?:under|into|across) (?:the )?(?:door|hall|hallway|carpet|next room|living room|kitchen|bedroom)|water (?:is )?coming up (?:through|between|from|out of) (?:the |my |our )?(?:floor|tiles?|grout|slab|ground)|(?:wet (?:patch|spot)|puddle)\b[^.!?]{0,60}\b(?:now|keeps|getting bigger|spreading|growing)\b[^.!?]{0,30}\b(?:size|bigger|spreading|growing)|se mete (?:el )?agua|water\b[^.!?]{0,30}\b(?:dripping|coming|leaking|pouring|running) (?:out of|from|through) (?:the |a |my )?(?:\w+ )?(?:light fixture|light|fixture|ceiling fan|outlet)|leak(?:ing|in'?)? (?:really |so |very )?(?:bad|badly|hard) (?:in|into|through|on|onto)\b|overflow(?:ing|ed)? (?:on|onto|all over|across) (?:the )?floor|(?:sewer|sewage) (?:is )?back(?:in'?|ing) up (?:in|into|through|out of) (?:the |my |our )?(?:tub|shower|toilet|house|floor|bathroom)|(?:sewer|sewage)(?: water)? (?:is |keeps )?(?:coming|comes|bubbling) up (?:in|into|through|out of) (?:the |my |our )?(?:bathtub|tub|shower|toilet|floor|bathroom|drains?)|water (?:is )?coming into (?:the |my |our )?(?:den|house|home|room|bedroom|living room|kitchen|bathroom|hall|hallway|garage)|leak(?:ing|in'?)? all over (?:the |my |our )?(?:floor|closet|utility|laundry|garage|kitchen|bathroom|house|carpet)|sewage(?: water)? (?:in|on|all over) (?:the |my |our )?(?:tub|bathtub|floor|bathroom)|goteras?\b[^.!?]{0,40}\b(?:esta|sigue) lloviendo(?: (?:fuerte|duro|mucho|a cantaros))|(?:esta|sigue) lloviendo (?:fuerte|duro|mucho|a cantaros)\b[^.!?]{0,40}\bgoteras?|water\b[^.!?]{0,30}\b(?:dripping|coming|leaking|pouring) (?:from|through|out of) (?:the |my |our )?(?:\w+ )?ceiling\b[^.!?]{0,30}\b(?:under|below|beneath|where)\b[^.!?]{0,20}\b(?:ac|a\/c|air handler|ac unit|unit|water heater)\b[^.!?]{0,15}\battic)\b/,
  ],
  [
    // something giving way now: "our seawall just let go … the yard behind it is falling in", "el lift del
    // bote … se va a caer todo", a tree come down on the house with people inside or the roof creaking
    // under it (a ceiling coming down with water is the water's, above)
    'structure',
    /\b(?:(?:chunks?|pieces?|pedazos?|trozos?) of concrete (?:fell|falling|came|coming|dropped)\b[^.!?]{0,60}|(?:seawall|sea wall|wall|dock|lift|boat lift|piling|pilings|deck|porch|balcony|carport|chimney|retaining wall|muro|muelle|pilote|techo)\b[^.!?]{0,40}\b(?:just )?(?:collapsed|collapsing|is caving in|caved in|giving way|gave way|let go|is falling (?:in|down|apart)|coming down|(?:is )?going to (?:fall|collapse)|about to (?:fall|collapse)|se (?:esta )?(?:cayendo|derrumbando|doblando)|se (?:cayo|derrumbo)|se va a caer)|(?:yard|ground|dirt|backyard|patio)\b[^.!?]{0,30}\b(?:is |keeps )?(?:falling|washing|caving|sliding|going) (?:in|into the (?:canal|water|river|lake))|se va a caer todo|(?:tree|limb|branch|oak|pine|arbol|rama)\b[^.!?]{0,40}\b(?:came|went|crashed|fell|punched|broke) (?:right )?through (?:the |our |my )?(?:roof|ceiling)|(?:tree|limb|branch|oak|pine|arbol|rama)\b[^.!?]{0,40}\b(?:fell|came down|crashed|se cayo|cayo)\b[^.!?]{0,20}\b(?:on|onto|through|encima del?|sobre (?:el|la))\s+(?:the |our |my |la |el |mi )?(?:house|home|roof|casa|techo)\b[^.!?]{0,80}\b(?:(?:roof|ceiling|techo)\b[^.!?]{0,20}\b(?:creaking|cracking|groaning|crujiendo|cruje)|we(?:'re| are) (?:all )?(?:inside|in the house)|estamos (?:todos )?(?:adentro|dentro|en la casa))|sinkhole (?:is )?(?:opening|growing|getting bigger|opened (?:up )?(?:today|this morning|last night|just now)))\b/,
  ],
]

/** Rain coming into the rooms while it rains now: "roof leaking into the bedroom, it's raining right now". */
const RAINING_NOW =
  /\b(?:it'?s |its |is |still |been )?raining (?:right now|now|hard|very hard|so hard|again|still|as we speak|like crazy|buckets)|\bthe rain is (?:very |so |really )?(?:strong|heavy|hard|bad)|\b(?:it'?s|its) storming\b|\b(?:esta|sigue) lloviendo\b/
const COMING_IN =
  /\b(?:leak\w*|dripping|coming|pouring|running) (?:in|into|through|from|down) (?:the |my |our |her |his )?(?:\w+ )?(?:bedroom|ceiling|room|house|living room|kitchen|light|fixture|hall|hallway|walls?|bathroom|closet)|\binto (?:two |three |a |the )?(?:buckets?|pots?|pans?)\b|\b(?:gotea|goteando|entra agua|cae agua|cayendo agua)\b/

/** Rain as a habit: "when it's raining hard it drips", "every time it rains". */
const WHEN_IT_RAINS = /\b(?:when|whenever|every time|if|after)\b[^.!?]{0,12}\brain/

/** Past or settled: not an emergency now. */
const HISTORY =
  /\b(?:last (?:year|month|week|summer|winter)|years? ago|months? ago|was fixed|already fixed|got fixed|used to|back in \d{4}|el ano pasado|hace (?:unos )?(?:anos|meses)|ya (?:se )?(?:arreglo|reparo))\b/

/** Said not to be happening: "no está saliendo agua", "there's no water coming in", "it isn't sparking". */
const NOT_HAPPENING = /\b(?:no|not|isn'?t|aren'?t|nothing|ni|never)\s+(?:\w+\s+)?$/

const MAYBE_SOMEDAY = /\b(?:might|may|could|someday|some day|eventually|one day|worried|afraid|scared|before it|if it|if we)\b/

/** A smell of rotten eggs from the water or a drain is the heater's anode or the sewer, not gas in the air. */
const WATER_SMELL = /\b(?:water|shower|tap|faucet|sink|drain)\b[^.!?]{0,40}\b(?:rotten eggs?|sulfur)/

/**
 * The kind of danger a message describes as happening now, if any: sentence by sentence, so the
 * storm "last month" does not make the water coming through the ceiling "right now" history.
 */
export function readEmergency(message: string): EmergencyKind | undefined {
  for (const sentence of fold(message).split(/(?<=[.!?])\s+|\n+/)) {
    if (HISTORY.test(sentence)) continue
    if (
      (RAINING_NOW.test(sentence) || /\b(?:right now|as we speak|(?:\d|two|three|four) (?:buckets|pots|pans))\b/.test(sentence)) &&
      COMING_IN.test(sentence) &&
      !WHEN_IT_RAINS.test(sentence) &&
      !/\b(?:no|not|isn'?t)\s+(?:\w+\s+)?(?:leak|dripp|coming)/.test(sentence)
    )
      return 'water'
    for (const [kind, pattern] of PATTERNS) {
      const match = pattern.exec(sentence)
      if (!match || NOT_HAPPENING.test(sentence.slice(Math.max(0, match.index - 16), match.index))) continue
      // (a structure that may give way some day is a worry, not an emergency: "I think the wall might collapse someday")
      if (kind === 'structure' && MAYBE_SOMEDAY.test(sentence)) continue
      if (!(kind === 'gas' && WATER_SMELL.test(sentence) && !/\bgas\b/.test(sentence))) return kind
    }
  }
  return undefined
}

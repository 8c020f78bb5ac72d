// Which language a homeowner writes in, so Harper answers in it (issue 23). A count of common
// words of each language (function words and the words of home repair), plus the marks only
// Spanish uses. A message with no telling word ("32931", "Maria Gonzalez", "ok") settles nothing,
// and a short one does not overturn a language already seen. Pure: both engines use it.
import type { HarperLanguage } from './engine.ts'

const SPANISH = new Set(
  `el la los las de del que y en un una unos unas es son por para con mi mis tu su sus al lo le les se hay
  tengo tiene tenemos necesito necesita necesitamos quiero queremos busco buscamos puede pueden podria
  hola buenas buenos dias tardes noches gracias favor si sí no señor señora usted ustedes ya alguien
  cuando donde como cuanto cuánto cuánta qué quién muy pero tambien también porque pues ahora hoy mañana
  semana semanas mes meses año años casa techo techos agua gotera goteras tuberia tubería baño cocina
  aire luz luces piso pared paredes patio arbol árbol arboles jardin jardín presupuesto dinero dólares
  dolares mil urgente rápido rapido pronto antes posible esta este estoy estamos está están nuestra nuestro
  mande mándelo mandelo envíelo envielo enviar envie dale claro vale bueno llamar llame teléfono telefono
  correo nombre me llamo soy somos ayuda ayudar arreglar reparar revisar tengo también todavía todavia
  nada algo otro otra fuga olor chispas humo fuego inundación inundacion`.split(/\s+/),
)

const ENGLISH = new Set(
  `the a an is are was were my our your his her their i i'm im we you it it's its this that these those
  and or but to of for with from at on by have has had need needs want wants looking get got can could
  would should will please thanks thank yes yeah hi hello hey what when where how much many who which
  roof leak leaking water pipe pipes house home ac unit heat kitchen bathroom floor wall walls yard tree
  trees budget dollars quote asap today tomorrow week weeks month next soon just not don't dont no
  there here some any someone anyone fix repair replace broken help send call email phone name
  about after before out up down in still also again already ceiling smell gas sparks smoke fire`.split(/\s+/),
)

/** Only Spanish writes these: ñ, accented vowels, ¿ and ¡. */
const SPANISH_MARKS = /[ñáéíóú¿¡]/i

/** The language of one message, or undefined when its words do not tell. */
export function detectLanguage(message: string): { language: HarperLanguage; strength: number } | undefined {
  const words = message.toLowerCase().match(/[\p{L}']+/gu) ?? []
  let spanish = 0
  let english = 0
  for (const word of words) {
    if (SPANISH.has(word)) spanish++
    if (ENGLISH.has(word)) english++
  }
  if (SPANISH_MARKS.test(message)) spanish += 1
  if (spanish === english) return undefined
  return spanish > english ? { language: 'es', strength: spanish - english } : { language: 'en', strength: english - spanish }
}

/**
 * The conversation's language after a message: the first message that tells sets it; later, only a
 * message that tells clearly (two telling words more than the other language) changes it, so a
 * Spanish writer's "ok" or "yes" does not switch Harper to English.
 */
export function languageAfter(previous: HarperLanguage | undefined, message: string): HarperLanguage | undefined {
  const detected = detectLanguage(message)
  if (!detected) return previous
  if (!previous || detected.strength >= 2) return detected.language
  return previous
}

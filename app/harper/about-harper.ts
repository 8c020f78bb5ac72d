// Questions people ask about Harper itself before they trust it with their job (issue 23): is it
// free, will my number be sold, is this a bot, are the pros checked, who is behind it. A homeowner
// who asks one gets an answer (texts.ts, `aboutHarper`) and the next question, not the route for
// people with no job: they are deciding whether to go on. English and Spanish. Someone told of a caller
// who said they were Harper Home and asked for money hears that it was not us.

export type AboutTopic = 'cost' | 'sharing' | 'bot' | 'vetting' | 'company' | 'impostor'

const ABOUT: Record<AboutTopic, RegExp> = {
  cost: new RegExp(
    [
      String.raw`\b(?:is|it's|its)\s+(?:this|it|harper|the (?:service|site|app))\s+(?:really\s+|actually\s+|totally\s+)?free\b`,
      String.raw`\bwhat(?:'s| is)\s+the\s+catch\b|\bis\s+there\s+a\s+catch\b|\bany\s+catch\b`,
      String.raw`\b(?:do|does|will|would)\s+(?:you|y'all|you guys|harper|this|it)\s+charge\b|\bis\s+there\s+(?:a|any)\s+(?:fee|charge|cost)\b|\bservice\s+fee\b`,
      String.raw`\bhow\s+(?:do|does)\s+(?:you|y'all|you guys|harper|this site|the site)\s+(?:make|get)\s+(?:money|paid)\b|\bwho\s+pays\s+(?:you|for this)\b`,
      String.raw`\bcost\s+(?:me\s+)?anything\b|\bhave\s+to\s+pay\s+(?:you|anything|to use)\b`,
      // what the pros charge, which they quote themselves: "how much they charge first"
      String.raw`\bhow\s+much\s+(?:do\s+|does\s+|will\s+|would\s+)?(?:they|the\s+(?:pros|contractors|companies|guys))\s+(?:charge|cost)\b|\bcu[aá]nto\s+(?:cobran|cobrar[aá]n)\s+(?:ellos|los\s+(?:profesionales|contratistas))\b`,
      String.raw`\bes\s+gratis\b|\b(?:ustedes\s+)?cobran\b|\b(?:tiene|hay)\s+(?:alg[uú]n\s+)?(?:costo|cargo|tarifa)\b|\bcu[aá]nto\s+(?:cobran|cuesta\s+(?:esto|el servicio|usar))\b`,
    ].join('|'),
    'iu',
  ),
  sharing: new RegExp(
    [
      String.raw`\b(?:sell|selling|share|sharing|give|giving)\s+(?:out\s+)?(?:my|our)\s+(?:phone\s+)?(?:number|info|information|data|details|email|contact)\b`,
      String.raw`\bhow\s+many\s+(?:people|companies|contractors|pros|guys)\s+(?:are\s+)?(?:gonna|going\s+to|will)\s+(?:call|text|email|contact|bother)\b`,
      String.raw`\btelemarketers?\b|\b(?:spam|robo)\s*calls?\b|\bcharge\s+the\s+contractors\s+for\s+my\b|\bsells?\s+leads\b`,
      // "What is your privacy policy. Who gets my data and do you sell it."
      String.raw`\bprivacy\s+policy\b|\bpol[ií]tica\s+de\s+privacidad\b|\bwho\s+(?:gets|sees|has\s+access\s+to|can\s+see)\s+my\s+(?:data|info|information|details|number|email)\b|\bwhat\s+(?:do|will|would)\s+(?:you|y'all|you\s+guys)\s+do\s+with\s+my\s+(?:data|info|information|details|number|email)\b|\bdo\s+(?:you|y'all|you\s+guys)\s+sell\s+(?:it|them|my|data|info|people'?s)\b`,
      String.raw`\bvenden\s+(?:mis|sus|los|nuestros)\s+(?:datos|n[uú]meros|tel[eé]fonos|informaci[oó]n)\b|\bcu[aá]nt[oa]s\s+(?:compa[ñn][ií]as|personas|contratistas)\s+me\s+van\s+a\s+llamar\b`,
    ].join('|'),
    'iu',
  ),
  bot: new RegExp(
    [
      String.raw`\b(?:are|r)\s+(?:you|u)\s+(?:a\s+)?(?:real\s+person|human|bot|robot|an?\s+ai|chat\s*gpt)\b`,
      String.raw`\b(?:is|iz)\s+(?:this|harper|it)\s+(?:a\s+)?(?:real\s+person|human|bot|robot|an?\s+ai|chat\s*gpt)\b`,
      String.raw`\b(?:eres|es|son)\s+(?:usted(?:es)?\s+)?(?:un\s+)?(?:robot|bot|persona\s+(?:real|de\s+verdad))\b`,
    ].join('|'),
    'iu',
  ),
  vetting: new RegExp(
    [
      String.raw`\b(?:are|r)\s+(?:they|the\s+(?:pros|contractors|companies)|your\s+(?:pros|contractors)|these\s+(?:pros|contractors|guys))\s+(?:all\s+)?(?:licensed|insured|vetted|legit|background[- ]checked)\b`,
      String.raw`\bhow\s+(?:do|does)\s+(?:you|harper)\s+(?:vet|check|screen|choose|pick)\b|\bwhat\s+does\s+vetted\s+mean\b`,
      String.raw`\bwhere\s+do\s+(?:your|the)\s+reviews\s+come\s+from\b|\b(?:are\s+)?(?:the\s+)?reviews\s+(?:real|fake)\b`,
      String.raw`\b(?:tienen|est[aá]n)\s+(?:licencia|asegurados|verificados)\b|\bson\s+de\s+confianza\b`,
    ].join('|'),
    'iu',
  ),
  company: new RegExp(
    [
      String.raw`\bwho\s+(?:actually\s+)?(?:runs|owns|is\s+behind|are)\s+(?:this|harper|you(?:\s+people|\s+guys)?|the\s+site)\b`,
      String.raw`\b(?:is\s+this|are\s+you)\s+(?:a\s+)?(?:real\s+company|legit|a\s+scam|only\s+(?:a\s+)?florida|just\s+(?:a\s+)?florida)\b|\bonly\s+a\s+florida\s+thing\b`,
      String.raw`\bwhere\s+are\s+(?:you|y'all|you\s+guys)\s+(?:based|located|from)\b|\bnever\s+heard\s+of\s+(?:you|harper|this)\b`,
      String.raw`\b(?:ustedes\s+)?d[oó]nde\s+est[aá]n\b|\bson\s+una\s+(?:empresa|compa[ñn][ií]a)\b|\bqui[eé]nes\s+son\s+ustedes\b`,
    ].join('|'),
    'iu',
  ),
  // a caller who said they were us and asked for money: "said he was with Harper Home … a $500 deposit by gift card",
  // "do you ever call people asking for gift cards?", "dijo que era de Harper Home y pidió un depósito"
  impostor: new RegExp(
    [
      String.raw`\b(?:said|says|claimed|claiming|saying|pretend(?:ed|ing)?)\s+(?:(?:he|she|they)\s+)?(?:was|were|is|are|to\s+be)?\s*(?:with|from|calling\s+from|working\s+for)\s+(?:harper|you(?:r\s+(?:company|site))?\b)`,
      String.raw`\b(?:gift\s*cards?|tarjetas?\s+de\s+regalo)\b[^.!?]*\b(?:harper|you|y'all|ustedes)\b|\b(?:harper|you|y'all|ustedes)\b[^.!?]*\b(?:gift\s*cards?|tarjetas?\s+de\s+regalo)\b`,
      String.raw`\b(?:dijo|dec[ií]a|dijeron)\s+que\s+(?:era|eran)\s+de\s+(?:harper|ustedes)\b`,
    ].join('|'),
    'iu',
  ),
}

/** The topics about Harper itself that a message asks after, in a fixed order. */
export function questionsAboutHarper(message: string): AboutTopic[] {
  return (Object.keys(ABOUT) as AboutTopic[]).filter((topic) => ABOUT[topic].test(message))
}

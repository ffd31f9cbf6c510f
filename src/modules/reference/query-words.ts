import { foldText } from '../../core/fold-text.js'

// How people type a search box, beyond its stop words (pure; folded words of every language we
// serve). A query is written the way one speaks: "we produce cement and need to cut our CO2
// emissions", "make our small hotel more energy efficient". Three lists read such sentences:
//
// - GENERIC: verbs of doing and wanting, and adjectives of size and degree. They say what the
//   person does, not what the call is about; a call that repeats them is no better for it. In
//   a small catalogue of formal texts they are rare ("produce": 9 of 413 grants), so their
//   inverse document frequency would weigh them as much as the subject. They weigh little.
// - DETERMINERS: possessives and articles a lexicon phrase may have between its words in a
//   query ("cut our water use" names "cut water use", "réduire notre consommation d'eau").
// - EQUIVALENT: words interchangeable inside a lexicon phrase in a query ("cut"/"lower"/"reduce
//   emissions", "water use"/"water consumption"). Grants' texts are read as written.

export const list = (...groups: string[]) =>
  new Set(groups.flatMap((g) => g.split(/\s+/)).filter(Boolean).map(foldText))

export const GENERIC = list(
  // English ("open calls": the relevance rubric's "open" ranks calls one can apply to first, and
  // keeps closed ones on the subject — a ranking, not a filter, and not a word the call must say)
  `open make makes making made produce produces producing produced cut cuts cutting reduce reduces
   reducing lower lowering decrease decreasing minimise minimize improve improves improving
   increase increasing boost enhance use uses using used get getting buy buying purchase build
   builds create creating start starting run runs running operate operates operating become turn
   turning go going do doing work works working expand expanding grow growing invest investing plan
   planning try trying keep bring take put change changing replace replacing upgrade upgrading
   modernise modernize modernising modernizing offer provide based related new small big large old
   more less better best lot lots much many some also still already own current currently existing
   next first way ways thing things kind type something anything possible good great idea ideas
   question information info about regarding switch switching swap convert converting help helps
   helping keeps lose losing eat eats opening introduce introducing two three four five loads
   set setting pay paying want wants wanting need needs needing instead one ones us across several
   mid sized owned family develop develops developing north northern south southern east eastern
   west western central staff employees`,
  // German
  `offen offene offenen machen herstellen produzieren senken reduzieren verringern verbessern
   erhohen steigern nutzen verwenden benutzen bauen starten betreiben kaufen anschaffen werden neu
   neue neuen neues neuer klein kleine kleinen kleiner kleines gross grosse grossen grosser mehr
   weniger besser wollen mochten brauchen planen gibt eroffnen einfuhren umstellen suchen suche
   haben gerne mussen wurden entwickeln entwickelt firmengelande betriebsgelande`,
  // French
  `ouvert ouverts ouverte ouvertes faire produire reduire diminuer baisser ameliorer augmenter
   utiliser construire creer demarrer acheter devenir nouveau nouvelle nouveaux nouvelles petit
   petite petits petites grand grande grands grandes plus moins mieux veux voulons souhaitons
   besoin cherche cherchons ouvrir introduire sommes avons aimerions voudrions developpons`,
  // Spanish
  `abierto abierta abiertos abiertas hacer producir reducir disminuir bajar mejorar aumentar usar
   utilizar construir crear empezar comprar nuevo nueva nuevos nuevas pequeno pequena pequenos
   pequenas grande grandes mas menos mejor queremos quiero necesitamos necesito busco buscamos abrir
   introducir tenemos tengo somos soy estamos buscando quisieramos desarrollamos`,
  // Italian
  `aperto aperta aperti aperte fare produrre ridurre diminuire migliorare aumentare usare
   utilizzare costruire creare avviare comprare nuovo nuova nuovi nuove piccolo piccola piccoli
   piccole grande grandi piu meno meglio vogliamo voglio cerco cerchiamo aprire introdurre vorremmo
   vorrei siamo abbiamo stiamo sviluppiamo`,
  // Polish
  `otwarty otwarta otwarte zrobic produkowac wytwarzac zmniejszyc obnizyc ograniczyc poprawic
   zwiekszyc uzywac wykorzystac zbudowac stworzyc kupic nowy nowa nowe nowych maly mala male malych
   duzy duza duze wiecej mniej lepiej chcemy szukamy potrzebujemy otworzyc wprowadzic jestesmy mamy
   chcielibysmy`,
  // Dutch, Portuguese
  `maken produceren verminderen verlagen verbeteren verhogen gebruiken bouwen nieuw nieuwe kleine
   meer minder willen zoeken fazer produzir reduzir melhorar aumentar criar novo nova pequeno
   pequena mais openen abrir introduzir zijn hebben samen graag ontwikkelen somos temos estamos
   procuramos procurar queremos precisamos gostariamos desenvolve desenvolvemos`,
)

export const DETERMINERS = list(
  'our my your their its the a an this that these',
  'unser unsere unseren unserer unseres mein meine meinen meiner ihr ihre ihren',
  'der die das den dem des ein eine einen',
  'notre nos mon ma mes votre vos leur leurs le la les l un une des du',
  'nuestro nuestra nuestros nuestras mi mis su sus el la los las un una',
  'nostro nostra nostri nostre mio mia miei mie il lo la i gli le l un una',
  'nasz nasza nasze naszej naszych naszego moja moj moje',
  'onze ons mijn de het een nosso nossa nossos nossas meu minha o os as um uma',
)

// Prepositions and articles a lexicon phrase has that a query may leave out: "recyclage plastique"
// names "recyclage du plastique", "recycling plastics" "recycling of plastics".
export const CONNECTORS = list(
  'of for from to on in at by with the a an',
  'von fur der die das des dem den zur zum mit aus',
  'de du des d la le les l a au aux pour en',
  'del el los las para con',
  'di della dei degli delle dello per da il lo',
  'dla do z w na',
  'van voor het met',
  'do da dos das em com o',
)

// Words joining two things a verb said once governs ("cut water use and energy bills").
export const COORDINATORS = list('and or und oder sowie et ou y e o ed i oraz lub en')

// Each line: words a lexicon phrase may have in place of one another, in a query.
const EQUIVALENT_LINES = [
  'reduce cut lower decrease minimise minimize slash',
  'reducing cutting lowering decreasing minimising minimizing',
  'use consumption usage',
  'senken reduzieren verringern mindern',
  'reduire diminuer baisser abaisser',
  'reducir disminuir bajar recortar',
  'ridurre diminuire abbassare tagliare',
  'zmniejszyc obnizyc ograniczyc zredukowac',
]

/** A query word's interchangeable words (folded), itself first. */
export const equivalents: (word: string) => readonly string[] = (() => {
  const map = new Map<string, string[]>()
  for (const line of EQUIVALENT_LINES) {
    const words = [...list(line)]
    for (const w of words) map.set(w, [w, ...words.filter((x) => x !== w)])
  }
  return (word) => map.get(word) ?? [word]
})()

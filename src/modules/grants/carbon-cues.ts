// The classifier's multilingual vocabulary (EN/DE/FR/ES/IT), kept apart from the matching code
// so that a linguist can review it without reading TypeScript. Design and rationale: docs/classifier.md.
//
// Cue syntax (cues are '|'-separated; accents and case do not matter, text and cues are folded alike):
//   `heat pump*`   words must match whole words of the text, so `ccs` never fires inside "access"
//                  and `heat` never inside "theatre"; a trailing `*` accepts any continuation of a
//                  word (pump, pumps, pumping);
//   `heat pump`    words are joined in the text by up to three spaces, hyphens, apostrophes, slashes
//                  or commas: "heat-pump", "d'énergie" (`d'energie`), "2020/852";
//   `*abfall*`     a leading `*` finds a German compound part inside one long word (8+ letters:
//                  "Produktionsabfälle"); only for single words.
// A cue's first word needs 4+ letters before a `*` (the matcher indexes cues by their first 4 letters).
//
// Weights: 2 = strong (one mention in a description is enough for a category), 1 = weak (needs a
// second cue, or a mention in the title or keywords). Tags other than categories:
//   ccm      explicit climate-mitigation language (GHG, decarbonisation...): focus + objective CCM
//   climate  generic environmental words: focus only
//   ppc      pollution: focus + objective PPC
//   scope_N  explicit emission-scope cues
//   neg      boilerplate that negates the rest of its sentence ("not eligible:")
//   block    longer phrases that swallow a misleading cue ("water polo", "business climate")
import type { CarbonCategory } from './synthetic-vocabulary.js'

export const FLAG_FIELDS = ['eu_taxonomy_aligned', 'green_deal_aligned', 'fit_for_55_relevant', 'supports_csrd_compliance', 'supports_sbti_alignment'] as const
export type FlagField = typeof FLAG_FIELDS[number]
export type CueTag = CarbonCategory | FlagField | 'ccm' | 'climate' | 'ppc' | 'scope_1' | 'scope_2' | 'scope_3' | 'neg' | 'block'

// Minimum emission reductions ("at least 30% reduction in GHG emissions", "mindestens 40 % CO2-
// Einsparung"...): a percentage after a minimum marker, in a sentence that names emissions and a
// reduction. Applied to folded text (lower case, no accents).
const MIN_WORDS = 'at least|a minimum of|minimum of|minimum|min\\.|no less than|not less than|mindestens|wenigstens|au moins|au minimum|un minimum de|al menos|como minimo|un minimo de|minimo de|almeno|pari ad almeno|non inferiore a|minimo|>=|≥'
const PERCENT = '(\\d{1,3}(?:[.,]\\d+)?)\\s?(?:%|per\\s?cent|percent|prozent|pour\\s?cent|por\\s?ciento|per\\s?cento)'
const ARTICLES = '(?:\\s+(?:a|an|un|una|il|le|la|el|del|de|di|of|the|by|um|von))*'
export const MIN_PERCENT = new RegExp(`(?<![a-z])(?:${MIN_WORDS})${ARTICLES}\\s?${PERCENT}|${PERCENT}(?=\\s(?:or more|oder mehr|ou plus|o mas|o piu))`, 'g')
export const EMISSION = /emission|emisiones|emissioni|\bghg|\bco2|greenhouse|treibhausgas|\bthg\b|effet de serre|efecto invernadero|gas serra|\bcarbon|kohlendioxid/
export const REDUCTION = /\b(?:reduc|riduz|cut|sav|lower|decreas|avoid|abat|einspar|minder|senk|verringer|vermeid|baisse|diminu|evit|ahorr|abbatt|econom|mitigat)|einsparung|minderung/
/** "55 %" counts for Fit for 55 only in a sentence about emissions or 2030. */
export const FIFTY_FIVE = /(?<![\d.,])55\s?(?:%|per\s?cent|prozent|pour\s?cent|por\s?ciento|per\s?cento)/

export interface CueEntry { tags: CueTag[]; w: 1 | 2; any?: string; en?: string; de?: string; fr?: string; es?: string; it?: string }

export const CUES: CueEntry[] = [
  { tags: ['energy_efficiency'], w: 2,
    en: 'energy efficien*|energy saving*|energy audit*|energy assessment*|waste heat|heat recovery|energy management|iso 50001|heat pump*|efficiency measures|efficient lighting|led lighting|variable speed drive*|efficient motors|cut energy use|reduce energy use|reduce energy consumption|energy consumption|energy performance',
    de: 'energieeffizien*|*energieeffizienz*|energieeinspar*|energieaudit*|energieberatung*|abwarme*|*warmeruckgewinnung*|*warmepumpe*|energiemanagement*',
    fr: 'efficacite energetique|economie* d\'energie|performance energetique|sobriete energetique|audit* energetique*|chaleur fatale|recuperation de chaleur|pompe* a chaleur',
    es: 'eficiencia energetica|ahorro energetico|ahorro de energia|auditoria* energetica*|bomba* de calor|recuperacion de calor|calor residual|gestion energetica|alta eficiencia',
    it: 'efficienza energetica|efficientamento energetic*|risparmio energetico|diagnosi energetic*|pomp* di calore|recupero di calore|calore di scarto|consumi energetici|consumo energetico' },
  { tags: ['energy_efficiency'], w: 1,
    en: 'insulation|energy use|energy bills|efficient equipment|efficient heating|compressed air|district heating|heat network*|smart meter*',
    de: 'energieverbrauch*|*dammung*|stromverbrauch*|warmenetz*|fernwarme*',
    fr: 'isolation|consommation* d\'energie|consommation* energetique*|reseau* de chaleur',
    es: 'aislamiento|consumo de energia|red de calor|redes de calor',
    it: 'isolamento|teleriscaldamento' },
  { tags: ['energy_efficiency', 'green_buildings'], w: 2,
    en: 'building insulation|insulation of buildings|thermal insulation|energy renovation*|deep renovation*|energy performance of buildings|energy-efficient buildings|building energy performance',
    de: 'energetische* sanierung*|effizienzhaus*|gebaudesanierung*',
    fr: 'renovation* energetique*|isolation thermique|travaux d\'isolation|isolation des batiments', es: 'rehabilitacion energetica|aislamiento termico', it: 'riqualificazione energetica|isolamento termico' },
  { tags: ['renewable_energy'], w: 2,
    en: 'renewable energ*|renewable electricity|renewable heat*|renewable sources|renewable generation|renewables|solar pv|solar panel*|solar power|solar energy|solar thermal|solar collector*|rooftop solar|photovoltaic*|wind turbine*|wind farm*|offshore wind farm*|floating wind farm*|solar farm*|solar park*|wind energy|wind power|offshore wind|onshore wind|wind and solar|geothermal|biomass|biogas|biomethane|hydropower|tidal|wave energy|ocean energy|energy communit*|agrivoltaic*|power purchase agreement*|self consumption',
    de: 'erneuerbare* energie*|*photovoltaik*|solaranlage*|*solarkollektor*|solarthermie*|*windenergie*|*windkraft*|windpark*|*biomasse*|*biogas*|biomethan*|*wasserkraft*|*geothermie*|erdwarme*|energiegemeinschaft*|okostrom*',
    fr: 'energie* renouvelable*|photovoltaique*|panneau* solaire*|energie solaire|solaire thermique|eolien*|biomasse|biogaz|biomethane|geothermi*|hydroelectri*|hydrolienne*|energies marines|autoconsommation',
    es: 'energia* renovable*|fuentes renovables|fotovoltaic*|paneles solares|energia solar|solar termica|eolic*|aerogenerador*|biomasa|biometano|geotermi*|hidroelectric*|autoconsumo|comunidad* energetica*',
    it: 'fonti rinnovabili|energi* rinnovabil*|fotovoltaic*|pannelli solari|solare termico|eolic*|biometano|geotermi*|idroelettric*|comunita energetic*' },
  { tags: ['renewable_energy'], w: 1,
    en: 'pv|anaerobic digestion|sunlight', de: 'erneuerbare*|eigenversorgung|eigenverbrauch', fr: 'renouvelable*', es: 'renovable*', it: 'rinnovabil*' },
  { tags: ['clean_technology'], w: 2,
    en: 'clean tech*|cleantech|clean energy technolog*|net zero technolog*|net zero industry|low carbon technolog*|green technolog*|environmental technolog*|eco innovation*|lithium ion|sodium ion|solid state batter*|battery manufactur*|battery cell*|cell manufacturing|second life batter*',
    de: 'umwelttechn*|saubere* technologie*|klimaschutztechnologie*|batteriezell*|batterieproduktion*|netto null industrie*',
    fr: 'technologies propres|technologies vertes|eco innovation', es: 'tecnologias limpias|tecnologias verdes|ecoinnovacion', it: 'tecnologie pulite|tecnologie verdi|eco innovazione' },
  { tags: ['clean_technology'], w: 1,
    en: 'batteries|energy storage|electricity storage|heat storage|battery electric', de: 'batterien|energiespeicher*',
    fr: 'batteries|stockage d\'energie', es: 'baterias|almacenamiento energetico|almacenamiento de energia', it: 'batterie|sistemi di accumulo' },
  { tags: ['hydrogen', 'clean_technology'], w: 2,
    en: 'fuel cell*', de: '*brennstoffzelle*', fr: 'pile* a combustible', es: 'pila* de combustible', it: 'cell* a combustibile' },
  { tags: ['hydrogen'], w: 2,
    en: 'hydrogen|electrolys*|electrolyz*|rfnbo*', de: 'wasserstoff*|elektrolyse*|*elektrolyseur*',
    fr: 'hydrogene|electrolyseur*|electrolyse', es: 'hidrogeno|electrolizador*|electrolisis', it: 'idrogeno|elettrolizzator*|elettrolisi' },
  { tags: ['hydrogen'], w: 1, any: 'h2|e fuels|efuels' },
  { tags: ['circular_economy'], w: 2,
    en: 'circular econom*|circularity|recycl*|remanufactur*|refurbish*|secondary raw material*|industrial symbiosis|eco design|ecodesign|resource efficien*|material efficiency|product as a service|extended producer responsibility|second life|upcycl*|cullet|recover* nutrient*|nutrient recovery',
    de: 'kreislaufwirtschaft*|*recycling*|recycel*|wiederverwend*|wiederverwert*|*sekundarrohstoff*|ressourceneffizien*|*ressourceneffizienz*|materialeffizien*|rezyklat*|okodesign',
    fr: 'economie circulaire|recycl*|reemploi|ecoconception|eco conception|matieres premieres secondaires|symbiose industrielle',
    es: 'economia circular|recicl*|materias primas secundarias|ecodiseno|simbiosis industrial',
    it: 'economia circolare|ricicl*|materie prime seconde|ecodesign|simbiosi industriale' },
  { tags: ['circular_economy'], w: 1,
    en: 'circular|reuse|repair|virgin materials|valoris*|valoriz*|compost*|by products|side streams',
    de: '*reparatur*|kompostier*|kreislauf*', fr: 'reutilis*|reparation|valorisation|compost*',
    es: 'reutiliza*|reparacion|valorizacion|compost*', it: 'riutilizz*|riuso|compost*|scarti' },
  { tags: ['waste_reduction'], w: 2,
    en: 'waste prevention|prevent waste|food waste|packaging waste|plastic waste|waste management|waste collection|waste treatment|biowaste|organic waste|landfill*|waste generation|municipal waste|zero waste|tonnes of waste|e waste|weee',
    de: '*abfall*|*abfalle*|deponie*', fr: 'dechet*|biodechet*|gaspillage alimentaire',
    es: 'residuos|biorresiduos|desperdicio alimentario|vertedero*', it: 'rifiut*|spreco alimentare|discaric*|raee' },
  { tags: ['waste_reduction'], w: 1, en: 'waste|scrap|single use|end of life', es: 'vertido*' },
  { tags: ['sustainable_transport'], w: 2,
    en: 'electric vehicle*|electric car*|electric bus*|electric buses|electric van*|electric truck*|e mobility|electromobility|zero emission vehicle*|zero emission mobility|charging infrastructure|charging point*|recharging|public transport|cycling|cycle lane*|bike sharing|modal shift|sustainable mobility|urban mobility|shore power|onshore power supply|sustainable aviation fuel*|alternative fuels|zero emission vessel*',
    de: 'elektromobilitat*|*elektrofahrzeug*|e auto*|e bus*|*ladeinfrastruktur*|*ladepunkt*|*ladesaule*|opnv|*nahverkehr*|*radverkehr*|*radweg*|*brennstoffzellenfahrzeug*|*brennstoffzellenbus*',
    fr: 'vehicule* electrique*|mobilite electrique|borne* de recharge|point* de recharge|transport* en commun|mobilite durable|cyclable*|carburants alternatifs',
    es: 'vehiculo* electrico*|movilidad electrica|movilidad sostenible|infraestructura* de recarga|punto* de recarga|transporte publico|carril* bici|combustibles alternativos',
    it: 'veicoli elettrici|mobilita elettrica|mobilita sostenibile|infrastruttur* di ricarica|trasporto pubblico|pist* ciclabil*|bike sharing' },
  { tags: ['sustainable_transport'], w: 1,
    en: 'zero emission|chargers|charging|rail|railway*|mobility|hgv|hgvs|heavy duty vehicles|trucks|buses|fleet*|vessels|ships|ferries|aircraft|aviation|maritime|freight|logistics|low emission zone*|inland waterway*|refuelling|propulsion',
    de: '*tankstelle*|*fahrzeug*|*mobilitat*|schifffahrt|lkw|*busse|bahn*', fr: 'recharge|velo*|mobilite*|flotte*|navire*|fret|ferroviaire',
    es: 'recarga|bicicleta*|transporte pesado|transporte maritimo|buques|navieras|flota*|cero emisiones', it: 'ricarica|autobus|zero emissioni|trasporti' },
  { tags: ['green_buildings'], w: 2,
    en: 'building renovation*|renovation of buildings|nearly zero energy building*|nzeb|green building*|sustainable construction|residential buildings|public buildings|school buildings|multi apartment|energy performance certificate*|epbd|retrofit programme*',
    de: '*gebaudehulle*|wohngebaude*|nichtwohngebaude*', fr: 'renovation des batiments|batiment durable|construction bas carbone|re2020|materiaux biosources|batiments neufs',
    es: 'rehabilitacion de edificios|envolvente termica|edificios publicos|construccion sostenible', it: 'cappotto termico|edifici scolastici|edifici pubblici' },
  { tags: ['green_buildings'], w: 1,
    en: 'buildings|homes|homeowners|residential|facade*|roofs|windows|retrofit*|property owners|heating system*|boiler*|building management system*',
    de: '*gebaude*|*sanierung*|fassade*|dacher|*heizung*', fr: 'batiment*|logement*|coproprietes|toiture*', es: 'edificio*|viviendas', it: 'edifici*|infissi|ristrutturazion*' },
  { tags: ['carbon_capture'], w: 2,
    en: 'carbon capture|co2 capture|capture of co2|captured co2|captures co2|capture plants|ccs|ccus|ccu|direct air capture|carbon removal*|co2 storage|geological storage|co2 transport|carbon dioxide transport|beccs|biochar|co2 mineralis*|co2 mineraliz*|carbon utilis*|carbon utiliz*|co2 utilis*|co2 utiliz*|saline aquifer*|from co2|co2 based',
    de: 'co2 abscheidung*|kohlenstoffabscheidung*|co2 speicherung*|co2 nutzung*|abscheidung und nutzung von co2|abscheidung und speicherung',
    fr: 'captage du co2|captage de co2|captage et stockage|stockage geologique|stockage du co2|valorisation du co2',
    es: 'captura de co2|captura de carbono|captura, uso y almacenamiento|almacenamiento de carbono|almacenamiento de co2|cauc',
    it: 'cattura della co2|cattura di co2|cattura del carbonio|cattura e stoccaggio|stoccaggio geologico|stoccaggio della co2' },
  { tags: ['carbon_capture'], w: 1, en: 'sequest*|carbon storage|dac', de: 'abscheidung*', fr: 'captage' },
  { tags: ['industrial_decarbonization'], w: 2,
    en: 'industrial decarbonis*|low carbon industr*|industrial decarboniz*|energy intensive industr*|' +
      'hard to abate|process emissions|process heat|industrial heat|process electrification|' +
      'electrification of industrial process*|electrification of process*|fuel switching|steel plant*|' +
      'steelmaking|steel industry|steel production|green steel|low carbon steel|cement plant*|' +
      'cement industry|cement manufactur*|clinker|foundation industries|industrial emissions|' +
      'direct reduction|steam cracker*',
    de: 'dekarbonisierung der industrie|dekarbonisierung in der industrie|energieintensiv*|prozesswarme*|prozessbedingt*|prozessemission*|stahlindustrie*|stahlherstellung*|stahlwerk*|direktreduktion*|zementherstellung*|*zementherstellung*|zementwerk*|zementindustrie*|klinker*|brennstoffwechsel*|klimaschutzvertrag*|klimaschutzvertrage*',
    fr: 'decarbonation de l\'industrie|decarbonation industrielle|electrification des procedes|cimenterie*|siderurgi*|acier* vert*|electro intensive*|energo intensive*|changement de combustible',
    es: 'descarbonizacion industrial|descarbonizacion de la industria|dificil descarbonizacion|electrificacion de procesos|cementera*|siderurgi*|acerias|intensiv* en energia',
    it: 'decarbonizzazione industriale|acciaieri*|cementific*|siderurg*|energivor*' },
  { tags: ['industrial_decarbonization'], w: 1,
    en: 'cement|chemical industry|refiner*|glass|ceramics|emissions trading|industrial sites|industrial installations|installations|furnaces|ammonia plants|chemical park|chemical site|industrial processes|manufacturing businesses',
    de: 'elektrifizierung*|kalk', fr: 'sites industriels|procedes industriels', es: 'refinerias|industria manufacturera|industria', it: 'cartiere|emissioni dirette|imprese manifatturiere' },
  { tags: ['sustainable_agriculture'], w: 2,
    en: 'sustainable agricultur*|sustainable farming|agroecolog*|organic farming|precision farming|precision agricultur*|regenerative agricultur*|agroforestry|soil health|enteric|paludicultur*|net zero farming|flower strips',
    de: 'nachhaltige* landwirtschaft|okolandbau|okologische* landwirtschaft|okologische* landbau|agrarokolog*|agroforst*|prazisionslandwirtschaft|paludikultur*|bodengesundheit',
    fr: 'agroecolog*|agriculture biologique|agriculture durable|sante des sols|semis direct|desherbage mecanique',
    es: 'agricultura ecologica|agricultura sostenible|agroecolog*|salud del suelo|cubiertas vegetales|rotacion de cultivos',
    it: 'agricoltura sostenibile|agricoltura biologica|agricoltura di precisione|agroecolog*' },
  { tags: ['sustainable_agriculture'], w: 1,
    en: 'farm*|livestock|arable|crops|cattle|fertilis*|fertiliz*|pesticide*|herbicide*|manure|agricultur*|irrigation|orchards|vineyard*|dairy',
    de: 'landwirtschaft*|landwirte|*dunger*|tierhaltung|gartenbau*', fr: 'exploitation* agricole*|agricult*|agricole*|engrais|intrants|phytosanitaire*|elevage',
    es: 'agricultor*|agrari*|agricola*|regadio*|cultivo*|fertilizante*|ganader*', it: 'agricolt*|agricol*|fertilizzant*|liquami|effluenti|zootecni*' },
  { tags: ['sustainable_agriculture', 'ccm'], w: 2, en: 'soil carbon|soil organic carbon|carbon farming', de: 'humusaufbau|kohlenstoffspeicherung im boden', fr: 'carbone des sols|carbone organique du sol', es: 'carbono organico del suelo|carbono en el suelo', it: 'carbonio organico nel suolo|carbonio nel suolo' },
  { tags: ['biodiversity'], w: 2,
    en: 'biodiversity|habitats|natura 2000|nature restoration|ecosystem restoration|restoring ecosystems|pollinator*|wetland*|peatland*|rewet*|wildlife|protected areas|nature conservation|conservation status|seagrass|by catch|invasive alien species|marine protected|biodiversity credits',
    de: 'biodiversitat*|biologische* vielfalt|artenvielfalt|artenschutz*|*lebensraum*|*lebensraume*|naturschutz*|renaturierung*|wiedervernass*|okosystem*',
    fr: 'biodiversite|habitat* naturel*|especes protegees|zones humides|corridors ecologiques|continuite* ecologique*|renaturation',
    es: 'biodiversidad|especies invasoras|humedales|restauracion de ecosistemas|red natura',
    it: 'biodiversita|habitat|specie minacciate|aree protette|zone umide|impollinatori' },
  { tags: ['biodiversity'], w: 1,
    en: 'habitat|ecosystem*|species|nature based solution*|native vegetation|woodland creation|restoration|nature|fish stocks|invasive',
    de: 'moor*|auen|insekten|arten', fr: 'ecosysteme*|especes', es: 'ecosistema*|especies|riberas|conectividad', it: 'specie|ecosistem*|ripristino|parchi nazionali' },
  { tags: ['water_management'], w: 2,
    en: 'water management|wastewater|waste water|water reuse|reuse of water|water efficiency|water consumption|water losses|non revenue water|leakage reduction|reduce leakage|drinking water|sewage|sewer*|water scarcity|water scarce|storm water|stormwater|rainwater|water quality|freshwater|water abstraction|river basin*|groundwater|smart water|water utilit*|water network*|water resources|desalination|marine waters|water loops',
    de: '*abwasser*|*klaranlage*|*trinkwasser*|*wasserversorgung*|wasserwirtschaft*|*wassermanagement*|wasserverbrauch*|*regenwasser*|*grundwasser*',
    fr: 'eaux usees|eau usee|gestion de l\'eau|economie* d\'eau|prelevement* d\'eau|reutilisation des eaux|eau potable|ressource* en eau|assainissement|qualite de l\'eau',
    es: 'aguas residuales|depuracion|agua potable|gestion del agua|consumo de agua|aguas regeneradas|perdidas de agua',
    it: 'acque reflue|depurazion*|acqua potabile|perdite idriche|reti idriche|risorse idriche|gestione delle acque|acque piovane|drenaggio sostenibile' },
  { tags: ['water_management'], w: 1,
    en: 'water|irrigation|leakage|water bodies|catchment*|rivers|flood*', de: 'wasser|gewasser*|starkregen*|hochwasser*', fr: 'eau|eaux|cours d\'eau',
    es: 'agua|aguas|riego|regadio*|rios', it: 'acqua|acque|idric*|allagament*' },
  { tags: ['climate_adaptation'], w: 2,
    en: 'climate adaptation|adaptation to climate change|climate change adaptation|adaptation strateg*|climate resilien*|climate resilient|climate risk*|climate services|heatwave*|heat stress|urban heat island*|flood risk|flood protection|sea level rise|extreme weather|extreme rainfall|early warning|forest fire*|wildfire*|climate proof*|climate projections|storm surge*|natural flood management',
    de: 'klimaanpassung*|anpassung an den klimawandel|anpassung an die folgen des klimawandels|hitzeaktionsplan*|hitzeaktionsplane|starkregenvorsorge|hochwasserschutz*|klimaresilien*',
    fr: 'adaptation au changement climatique|submersion marine|trait de cote|canicule*|vague* de chaleur|risque* d\'inondation',
    es: 'adaptacion al cambio climatico|olas de calor|ola de calor|alerta temprana|resiliencia climatica',
    it: 'adattamento ai cambiamenti climatici|isol* di calore|eventi climatici estremi|ondat* di calore' },
  { tags: ['climate_adaptation'], w: 1,
    en: 'green roof*|to climate change|adaptation|adapt|resilien*|drought*|rising temperatures', de: 'an den klimawandel|dachbegrunung*|anpassung|hitze*|durre*|trockenheit|resilienz', fr: 'au changement climatique|toiture* vegetalisee*|adaptation|adapter|inondation*|secheresse*|resilience',
    es: 'al cambio climatico|cubiertas verdes|adaptacion|inundaciones|sequia*|resiliencia', it: 'ai cambiamenti climatici|tetti verdi|adattamento|resilienza|siccita' },
  { tags: ['ccm'], w: 2,
    en: 'climate change mitigation|to climate change mitigation|climate mitigation|decarbonis*|decarboniz*|net zero|greenhouse gas*|ghg|co2|carbon emissions|carbon footprint*|low carbon|climate neutral*|carbon neutral*|climate action|clean energy transition|energy transition|emission avoidance|emission reduction*|emissions reduction*|methane emissions|fossil fuel heating|climate law',
    de: 'klimaschutz*|dekarbonisier*|treibhausgas*|klimaneutral*|klimafreundlich*|energiewende|thg',
    fr: 'gaz a effet de serre|decarbon*|bas carbone|neutralite carbone|empreinte carbone|bilan carbone|transition energetique',
    es: 'gases de efecto invernadero|descarboniz*|bajo* en carbono|huella de carbono|neutralidad climatica|transicion energetica',
    it: 'gas serra|gas a effetto serra|decarbonizzazion*|impronta di carbonio|neutralita climatica|transizione energetica' },
  { tags: ['climate'], w: 1,
    en: 'climate|environmental|emissions|carbon|green transition|sustainability|environment*', de: 'klima*|emission*|umwelt*|nachhaltig*',
    fr: 'climat*|emissions|environnement*|transition ecologique', es: 'clima*|emisiones|medio ambiente|transicion ecologica|sostenib*', it: 'clima*|emissioni|ambient*|transizione ecologica|sostenibil*' },
  { tags: ['ppc'], w: 2,
    en: 'pollution|pollutant*|air quality|particulate matter|nox|nitrogen dioxide|micropollutant*|microplastic*|contaminat*|hazardous substances|toxic|ammonia emissions|asbestos|zero pollution',
    de: 'schadstoff*|luftqualitat|*spurenstoff*|verschmutzung*|feinstaub*|asbest*', fr: 'pollution*|polluant*|qualite de l\'air|micropolluant*',
    es: 'contaminacion|contaminantes|calidad del aire', it: 'inquinament*|inquinant*|qualita dell\'aria|amianto|emissioni di ammoniaca' },
  { tags: ['eu_taxonomy_aligned'], w: 2,
    en: 'eu taxonomy|taxonomy regulation|taxonomy aligned|taxonomy technical screening|technical screening criteria|do no significant harm|dnsh|2020/852',
    de: 'eu taxonomie*|taxonomie verordnung|taxonomieverordnung|keinen erheblichen schaden', fr: 'taxonomie europeenne|taxonomie verte|taxonomie de l\'ue|ne pas causer de prejudice important',
    es: 'taxonomia europea|taxonomia de la ue|taxonomia verde|no causar un perjuicio significativo', it: 'tassonomia europea|tassonomia ue|non arrecare un danno significativo' },
  { tags: ['green_deal_aligned'], w: 2, en: 'green deal', de: 'gruner deal|grune deal|green deal', fr: 'pacte vert', es: 'pacto verde', it: 'patto verde' },
  { tags: ['fit_for_55_relevant', 'climate'], w: 2,
    en: 'fit for 55|emissions trading|eu ets|ets|ets2|cbam|carbon border adjustment', de: 'emissionshandel*|eu emissionshandel*|*emissionshandel*',
    fr: 'echange de quotas|seqe', es: 'comercio de derechos de emision|comercio de emisiones|rcde', it: 'scambio di quote|scambio delle quote' },
  { tags: ['supports_csrd_compliance', 'climate'], w: 2,
    en: 'csrd|esrs|corporate sustainability reporting|sustainability reporting|sustainability report*|vsme', de: 'nachhaltigkeitsbericht*',
    fr: 'reporting de durabilite|rapport* de durabilite', es: 'informe* de sostenibilidad|informacion sobre sostenibilidad', it: 'rendicontazione di sostenibilita|bilancio di sostenibilita' },
  { tags: ['supports_sbti_alignment', 'climate'], w: 2,
    en: 'sbti|science based target*', de: 'wissenschaftsbasierte* ziel*', fr: 'objectif* fonde* sur la science', es: 'objetivos basados en la ciencia', it: 'obiettivi basati sulla scienza' },
  { tags: ['scope_1'], w: 1,
    en: 'scope 1|direct emissions|fuel switch*|process emissions|fleet*|combustion|boiler*|refrigerant*', de: 'direkte* emission*|prozessbedingt*|fuhrpark*',
    fr: 'emissions directes|flotte*', es: 'emisiones directas|alcance 1|flota*', it: 'emissioni dirette|flott*|ambito 1' },
  { tags: ['scope_2'], w: 1,
    en: 'scope 2|purchased electricity|purchased heat|power purchase agreement*|ppa|ppas|green electricity|electricity consumption', de: 'stromverbrauch*|okostrom*|strombezug*',
    es: 'alcance 2', it: 'ambito 2' },
  { tags: ['scope_3'], w: 1,
    en: 'scope 3|supply chain*|value chain*|suppliers|life cycle|lifecycle|product carbon footprint*|embodied carbon|upstream|downstream',
    de: 'lieferkette*|wertschopfungskette*|lebenszyklus*', fr: 'chaine* de valeur|cycle de vie|fournisseurs', es: 'cadena* de valor|ciclo de vida|proveedores|alcance 3', it: 'catena del valore|filier*|ciclo di vita|fornitori|ambito 3' },
  { tags: ['neg'], w: 1,
    en: 'not eligible|ineligible|excluded|excluding|exclusion*|except|with the exception of|not supported|not funded|not be funded|not covered|no funding|does not cover|do not cover|does not fund|out of scope|outside the scope',
    de: 'nicht forderfahig|nicht gefordert|ausgeschlossen|ausgenommen|nicht antragsberechtigt|keine forderung',
    fr: 'non eligible*|ne sont pas eligibles|exclus|exclue|exclues|a l\'exception de|ne sont pas financ*|hors champ',
    es: 'no subvencionable*|no son subvencionables|no elegible*|excluid*|no se financia*|excepto', it: 'non ammissibil*|escluso|esclusi|esclusa|escluse|esclusione|non sono ammess*|non finanziabil*|ad eccezione di' },
  { tags: ['block'], w: 1,
    en: 'hydrogen peroxide|water polo|business climate|investment climate|climate of trust|carbon fibre*|carbon fiber*|innovation ecosystem*|start up ecosystem*|carbon leakage|green new deal|capacity building|valorisation of results|valorisation of research|data storage|cloud storage|carbon dating|radiocarbon|server farm*|solar system|heat map*|wind instrument*',
    de: 'wasserstoffperoxid', it: 'green new deal' },
]

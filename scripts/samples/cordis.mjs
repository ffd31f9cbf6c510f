// Writes the CORDIS sample files (src/modules/grants/ingestion/data/sample/cordis/) in the dumps'
// exact formats: project.csv, organization.csv, topics.csv and euroSciVoc.csv in the Horizon
// Europe layout (`;`, quoted, decimal comma), a smaller JSON dump (json/) and an XML dump of
// H2020 projects in the per-project XML shape (xml/projects.xml). Deterministic: run it again and
// the files are byte-identical. Dated relative to the sample snapshot (2026-11-15).
//   node scripts/samples/cordis.mjs
import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'


// ---- hand-written material -----------------------------------------------------------------
// Participants for the CORDIS sample files (scripts/samples/cordis.mjs). Invented organisations in
// the style of CORDIS legal names, so sample funding is never attributed to a real organisation.
// [legal name, short name, country as CORDIS writes it (EL, UK), activity type, SME, city, NUTS 3, street, post code]
const ORGS = [
  ['HOCHSCHULE FUR ANGEWANDTE ENERGIETECHNIK NIEDERRHEIN', 'HAE NIEDERRHEIN', 'DE', 'HES', false, 'Krefeld', 'DEA14', 'Reinarzstrasse 49', '47805'],
  ['FORSCHUNGSZENTRUM FUR SOLARE SYSTEME FREIBURG EV', 'FSS', 'DE', 'REC', false, 'Freiburg', 'DE131', 'Heidenhofstrasse 2', '79110'],
  ['TECHNISCHE UNIVERSITAT ELBTAL DRESDEN', 'TUED', 'DE', 'HES', false, 'Dresden', 'DED21', 'Muenchner Platz 3', '01069'],
  ['WASSERSTOFFWERK LAUSITZ GMBH', 'H2LAUSITZ', 'DE', 'PRC', true, 'Cottbus', 'DE402', 'Am Seegraben 17', '03051'],
  ['KREISLAUF KUNSTSTOFFE RHEIN-MAIN GMBH', 'KKRM', 'DE', 'PRC', true, 'Frankfurt am Main', 'DE712', 'Hanauer Landstrasse 204', '60314'],
  ['NORDSEE OFFSHORE ENGINEERING GMBH', 'NOE', 'DE', 'PRC', false, 'Bremerhaven', 'DE502', 'Barkhausenstrasse 2', '27568'],
  ['INSTITUT FUR KLIMAFOLGENFORSCHUNG BRANDENBURG EV', 'IKB', 'DE', 'REC', false, 'Potsdam', 'DE423', 'Telegrafenberg A31', '14473'],
  ['AGRARSYSTEME SUDBAYERN GMBH', 'AGRASYS', 'DE', 'PRC', true, 'Freising', 'DE21B', 'Lange Point 6', '85354'],
  ['STADTWERKE UNTERWESER AG', 'SWU', 'DE', 'PRC', false, 'Bremen', 'DE501', 'Theodor-Heuss-Allee 20', '28215'],
  ['UNIVERSITE DE LA METROPOLE LYONNAISE', 'UML', 'FR', 'HES', false, 'Lyon', 'FRK26', '92 rue Pasteur', '69007'],
  ['INSTITUT NATIONAL DES TECHNOLOGIES ENERGETIQUES', 'INTE', 'FR', 'REC', false, 'Grenoble', 'FRK24', '17 avenue des Martyrs', '38054'],
  ['BATTERIES AVANCEES DE NORMANDIE SAS', 'BAN', 'FR', 'PRC', true, 'Caen', 'FRD11', '5 rue Saint-Ouen', '14000'],
  ['AGROECOLOGIE ET TERRITOIRES OCCITANIE', 'AGROTER', 'FR', 'OTH', false, 'Toulouse', 'FRJ23', '3 allee de Brienne', '31000'],
  ['MOBILITES DURABLES CONSEIL SARL', 'MDC', 'FR', 'PRC', true, 'Paris', 'FR101', '24 rue de la Roquette', '75011'],
  ['METROPOLE AIX-MARSEILLE-PROVENCE', 'AMPM', 'FR', 'PUB', false, 'Marseille', 'FRL04', '58 boulevard Charles Livon', '13007'],
  ['CENTRE DE RECHERCHE AERONAUTIQUE DU SUD-OUEST', 'CRASO', 'FR', 'REC', false, 'Bordeaux', 'FRI12', '12 cours du Medoc', '33300'],
  ['UNIVERSIDAD POLITECNICA DEL LEVANTE', 'UPL', 'ES', 'HES', false, 'Valencia', 'ES523', 'Camino de Vera s/n', '46022'],
  ['FUNDACION CENTRO TECNOLOGICO DE ENERGIAS RENOVABLES DEL EBRO', 'CTEBRO', 'ES', 'REC', false, 'Zaragoza', 'ES243', 'Calle Mariano Esquillor 15', '50018'],
  ['HIDROGENO VERDE DE ANDALUCIA SL', 'HVA', 'ES', 'PRC', true, 'Sevilla', 'ES618', 'Avenida de la Innovacion 5', '41020'],
  ['BIOREFINERIAS DEL NORTE SA', 'BIONORTE', 'ES', 'PRC', false, 'Bilbao', 'ES213', 'Alameda Urquijo 36', '48011'],
  ['AGENCIA DE ENERGIA DE BARCELONA METROPOLITANA', 'AEBM', 'ES', 'PUB', false, 'Barcelona', 'ES511', 'Carrer de Tarragona 173', '08014'],
  ['AGUAS Y RIEGOS SOSTENIBLES DE MURCIA SL', 'ARSM', 'ES', 'PRC', true, 'Murcia', 'ES620', 'Calle Acisclo Diaz 5', '30005'],
  ['CONSORCIO DE INVESTIGACION MARINA DE GALICIA', 'CIMGA', 'ES', 'REC', false, 'Vigo', 'ES114', 'Rua de Eduardo Cabello 6', '36208'],
  ['POLITECNICO DELLE ALPI OCCIDENTALI', 'POLIALP', 'IT', 'HES', false, 'Torino', 'ITC11', 'Corso Duca degli Abruzzi 24', '10129'],
  ['AGENZIA PER LE TECNOLOGIE ENERGETICHE E LO SVILUPPO SOSTENIBILE', 'ATESS', 'IT', 'REC', false, 'Roma', 'ITI43', 'Lungotevere Thaon di Revel 76', '00196'],
  ['ECOMATERIALI PADANI SRL', 'ECOMAT', 'IT', 'PRC', true, 'Bologna', 'ITH55', 'Via del Lavoro 71', '40127'],
  ['UNIVERSITA DEGLI STUDI DEL MEZZOGIORNO', 'UNIMEZ', 'IT', 'HES', false, 'Napoli', 'ITF33', 'Corso Umberto I 40', '80138'],
  ['RETI ELETTRICHE INTELLIGENTI LOMBARDIA SPA', 'REIL', 'IT', 'PRC', false, 'Milano', 'ITC4C', 'Via Gaetano Negri 1', '20123'],
  ['CONSORZIO AGRARIO DELLE COLLINE TOSCANE SCARL', 'CACT', 'IT', 'OTH', false, 'Siena', 'ITI19', 'Via Pianigiani 9', '53100'],
  ['TESSILE CIRCOLARE PRATESE SRL', 'TCP', 'IT', 'PRC', true, 'Prato', 'ITI15', 'Via Galcianese 20', '59100'],
  ['TECHNISCHE HOGESCHOOL ZUID-HOLLAND DELFT', 'THZD', 'NL', 'HES', false, 'Delft', 'NL333', 'Mekelweg 5', '2628 CC'],
  ['NEDERLANDS INSTITUUT VOOR DUURZAME PROCESTECHNOLOGIE', 'NIDP', 'NL', 'REC', false, 'Eindhoven', 'NL414', 'De Rondom 1', '5612 AP'],
  ['GETIJDENENERGIE NOORD BV', 'GENB', 'NL', 'PRC', true, 'Den Helder', 'NL321', 'Havenplein 3', '1781 AB'],
  ['GEMEENTE GRONINGEN', 'GRONINGEN', 'NL', 'PUB', false, 'Groningen', 'NL113', 'Kreupelstraat 1', '9712 HW'],
  ['CIRCULAIRE BOUWSTOFFEN NEDERLAND BV', 'CBN', 'NL', 'PRC', true, 'Utrecht', 'NL310', 'Europalaan 40', '3526 KS'],
  ['KATHOLIEKE HOGESCHOOL VLAANDEREN LEUVEN', 'KHVL', 'BE', 'HES', false, 'Leuven', 'BE242', 'Naamsestraat 22', '3000'],
  ['VLAAMS INSTITUUT VOOR ENERGIE EN MATERIALEN', 'VIEM', 'BE', 'REC', false, 'Mol', 'BE213', 'Boeretang 200', '2400'],
  ['EUROPEAN ASSOCIATION FOR SUSTAINABLE MOBILITY AISBL', 'EASM', 'BE', 'OTH', false, 'Brussels', 'BE100', 'Rue du Trone 98', '1050'],
  ['HAVENBEDRIJF SCHELDE NV', 'HBS', 'BE', 'PUB', false, 'Antwerpen', 'BE211', 'Zaha Hadidplein 1', '2030'],
  ['ENERGIEGEMEINSCHAFT STEIERMARK EGEN', 'EGS', 'AT', 'OTH', false, 'Graz', 'AT221', 'Conrad-von-Hoetzendorf-Strasse 94', '8010'],
  ['ALPINE WASSERKRAFT TECHNIK GMBH', 'AWT', 'AT', 'PRC', true, 'Innsbruck', 'AT332', 'Rennweg 7', '6020'],
  ['UNIVERSITAT FUR NACHHALTIGE TECHNIK WIEN', 'UNTW', 'AT', 'HES', false, 'Wien', 'AT130', 'Getreidemarkt 9', '1060'],
  ['DANSK CENTER FOR VINDENERGI', 'DCV', 'DK', 'REC', false, 'Roskilde', 'DK021', 'Frederiksborgvej 399', '4000'],
  ['GRON AMMONIAK SHIPPING APS', 'GAS', 'DK', 'PRC', true, 'Esbjerg', 'DK032', 'Dokvej 3', '6700'],
  ['AARHUS TEKNISKE UNIVERSITET', 'ATU', 'DK', 'HES', false, 'Aarhus', 'DK042', 'Finlandsgade 22', '8200'],
  ['KUNGLIGA INSTITUTET FOR HALLBAR INDUSTRI', 'KIHI', 'SE', 'HES', false, 'Stockholm', 'SE110', 'Brinellvagen 8', '114 28'],
  ['FOSSILFRITT STAL NORRBOTTEN AB', 'FSN', 'SE', 'PRC', false, 'Lulea', 'SE332', 'Varvsgatan 45', '972 36'],
  ['SKOGSBIOMASSA INNOVATION AB', 'SBI', 'SE', 'PRC', true, 'Umea', 'SE331', 'Tvistevagen 48', '907 36'],
  ['TEKNOLOGIAN TUTKIMUSLAITOS POHJOLA OY', 'TTP', 'FI', 'REC', false, 'Espoo', 'FI1B1', 'Tekniikantie 21', '02150'],
  ['KIERTOTALOUS RATKAISUT OY', 'KIERTO', 'FI', 'PRC', true, 'Tampere', 'FI197', 'Hermiankatu 6', '33720'],
  ['POLITECHNIKA MAZOWIECKA', 'PMAZ', 'PL', 'HES', false, 'Warszawa', 'PL911', 'Plac Politechniki 1', '00-661'],
  ['INSTYTUT ENERGETYKI ODNAWIALNEJ SP Z OO', 'IEO', 'PL', 'PRC', true, 'Krakow', 'PL213', 'ul. Czarnowiejska 50', '30-054'],
  ['GMINA MIEJSKA WROCLAW', 'WROCLAW', 'PL', 'PUB', false, 'Wroclaw', 'PL514', 'Sukiennice 9', '50-107'],
  ['INSTITUTO SUPERIOR DE ENGENHARIA DO ATLANTICO', 'ISEA', 'PT', 'HES', false, 'Lisboa', 'PT170', 'Avenida Rovisco Pais 1', '1049-001'],
  ['ENERGIA DAS ONDAS AZUL LDA', 'ONDAZUL', 'PT', 'PRC', true, 'Porto', 'PT11A', 'Rua do Campo Alegre 823', '4150-180'],
  ['ETHNIKO KENTRO EREVNAS KAI TECHNOLOGIKIS ANAPTYXIS THESSALIAS', 'EKETA-TH', 'EL', 'REC', false, 'Thessaloniki', 'EL522', '6th km Charilaou-Thermi', '57001'],
  ['PANEPISTIMIO AIGAIOU KAI KYKLADON', 'PAK', 'EL', 'HES', false, 'Athina', 'EL303', 'Leoforos Alexandras 96', '11473'],
  ['HELIOS SMART GRIDS IKE', 'HELIOS', 'EL', 'PRC', true, 'Athina', 'EL301', 'Kifisias 44', '15125'],
  ['UNIVERSITY COLLEGE OF THE MIDLANDS IRELAND', 'UCMI', 'IE', 'HES', false, 'Athlone', 'IE063', 'Dublin Road', 'N37 HD68'],
  ['BLUE BIOECONOMY ATLANTIC LIMITED', 'BBA', 'IE', 'PRC', true, 'Galway', 'IE042', 'Dock Road 4', 'H91 KT2C'],
  ['CESKE VYSOKE UCENI ENERGETICKE V PRAZE', 'CVUE', 'CZ', 'HES', false, 'Praha', 'CZ010', 'Technicka 4', '16000'],
  ['SLOVENSKA INOVACNA AGENTURA PRE OBEHOVE HOSPODARSTVO', 'SIAOH', 'SK', 'OTH', false, 'Bratislava', 'SK010', 'Mlynske nivy 44', '82109'],
  ['DUNA MEZOGAZDASAGI KUTATOINTEZET NONPROFIT KFT', 'DMKI', 'HU', 'REC', false, 'Budapest', 'HU110', 'Herman Otto ut 15', '1022'],
  ['INSTITUTUL NATIONAL DE CERCETARE PENTRU DELTA DUNARII', 'INCDD', 'RO', 'REC', false, 'Tulcea', 'RO225', 'Strada Babadag 165', '820112'],
  ['ENERGIE VERDE SOLUTII SRL', 'EVS', 'RO', 'PRC', true, 'Bucuresti', 'RO321', 'Bulevardul Iuliu Maniu 7', '061072'],
  ['BALGARSKA AKADEMIA ZA ZELENI TEHNOLOGII', 'BAZT', 'BG', 'REC', false, 'Sofia', 'BG411', 'Akad. G. Bonchev 4', '1113'],
  ['SVEUCILISTE JADRANSKE OBALE', 'SJO', 'HR', 'HES', false, 'Split', 'HR035', 'Rudera Boskovica 32', '21000'],
  ['INSTITUT ZA TRAJNOSTNE MATERIALE LJUBLJANA', 'ITML', 'SI', 'REC', false, 'Ljubljana', 'SI041', 'Jamova cesta 39', '1000'],
  ['TALLINNA ROHETEHNOLOOGIA ULIKOOL', 'TRU', 'EE', 'HES', false, 'Tallinn', 'EE001', 'Ehitajate tee 5', '19086'],
  ['LATVIJAS VIEDO TIKLU ASOCIACIJA', 'LVTA', 'LV', 'OTH', false, 'Riga', 'LV006', 'Krisjana Valdemara iela 33', 'LV-1010'],
  ['UAB ZALIOJI LOGISTIKA', 'ZALOG', 'LT', 'PRC', true, 'Vilnius', 'LT011', 'Gedimino pr. 9', 'LT-01103'],
  ['INSTITUT LUXEMBOURGEOIS DE LA TRANSITION ENERGETIQUE', 'ILTE', 'LU', 'REC', false, 'Esch-sur-Alzette', 'LU000', '5 avenue des Hauts-Fourneaux', 'L-4362'],
  ['KYPRIAKO KENTRO ILIAKIS ENERGEIAS LTD', 'KKIE', 'CY', 'PRC', true, 'Nicosia', 'CY000', 'Makariou III 2', '1065'],
  ['MALTA MARINE RENEWABLES FOUNDATION', 'MMRF', 'MT', 'OTH', false, 'Valletta', 'MT001', 'Triq il-Merkanti 30', 'VLT 1175'],
  ['NORSK INSTITUTT FOR HAVBRUK OG ENERGI', 'NIHE', 'NO', 'REC', false, 'Trondheim', 'NO060', 'Brattorkaia 17', '7010'],
  ['ZURCHER FACHHOCHSCHULE FUR UMWELTTECHNIK', 'ZFU', 'CH', 'HES', false, 'Zurich', 'CH040', 'Technoparkstrasse 1', '8005'],
  ['CIRCULAR FIBRES SCOTLAND LTD', 'CFS', 'UK', 'PRC', true, 'Glasgow', 'UKM82', '40 Bath Street', 'G2 1HG'],
  ['UNIVERSITY OF THE NORTH WEST MIDLANDS', 'UNWM', 'UK', 'HES', false, 'Stoke-on-Trent', 'UKG23', 'College Road', 'ST4 2DE'],
  ['TURKIYE ENERJI VERIMLILIGI ARASTIRMA MERKEZI', 'TEVAM', 'TR', 'REC', false, 'Ankara', 'TR510', 'Dumlupinar Bulvari 1', '06800'],
  ['SOLARWERK MITTELDEUTSCHLAND GMBH', 'SOLARWERK', 'DE', 'PRC', true, 'Halle', 'DEE02', 'Weinbergweg 23', '06120'],
  ['THERMOSPEICHER SYSTEME GMBH', 'TSS', 'DE', 'PRC', true, 'Stuttgart', 'DE111', 'Nobelstrasse 12', '70569'],
  ['MICROALGUES DE BRETAGNE SAS', 'MICROBRE', 'FR', 'PRC', true, 'Brest', 'FRH02', '2 rue Dumont d Urville', '29200'],
  ['COOPERATIVA AGRICOLA DEL DELTA DELL EBRO', 'CADE', 'ES', 'OTH', false, 'Amposta', 'ES514', 'Avinguda Catalunya 1', '43870'],
  ['CITTA METROPOLITANA DI BOLOGNA', 'CMBO', 'IT', 'PUB', false, 'Bologna', 'ITH55', 'Via Zamboni 13', '40126'],
  ['SMART ROUTE ANALYTICS BV', 'SRA', 'NL', 'PRC', true, 'Rotterdam', 'NL33C', 'Wilhelminakade 1', '3072 AP'],
  ['HYDROGEN VALLEY NORTH JUTLAND APS', 'HVNJ', 'DK', 'PRC', true, 'Aalborg', 'DK050', 'Hjulmagervej 3', '9000'],
  ['GEOTERMIA ITALIA CENTRALE SRL', 'GEOTIC', 'IT', 'PRC', true, 'Pisa', 'ITI17', 'Via Giuntini 25', '56023'],
  ['BIOPLASTIK WIELKOPOLSKA SP Z OO', 'BPW', 'PL', 'PRC', true, 'Poznan', 'PL415', 'ul. Garbary 100', '61-757'],
  ['CENTRO NACIONAL DE INVESTIGACION EN SUELOS VIVOS', 'CNISV', 'ES', 'REC', false, 'Madrid', 'ES300', 'Calle Serrano 115', '28006'],
  ['FONDAZIONE PER LA SALUTE DIGITALE', 'FSD', 'IT', 'OTH', false, 'Milano', 'ITC4C', 'Via Sforza 28', '20122'],
  ['DIGITAL TWIN SYSTEMS OU', 'DTS', 'EE', 'PRC', true, 'Tartu', 'EE008', 'Riia 181a', '50411'],
  ['UNIVERSITE LIBRE DES SCIENCES HUMAINES DE WALLONIE', 'ULSHW', 'BE', 'HES', false, 'Liege', 'BE332', 'Place du Vingt-Aout 7', '4000'],
  ['INSTITUT FUR MEDIZINISCHE INFORMATIK HEIDELBERG GGMBH', 'IMIH', 'DE', 'REC', false, 'Heidelberg', 'DE125', 'Im Neuenheimer Feld 130', '69120'],
]

// Cluster 5 topics (Horizon Europe layout, project.csv). [acronym, project title, what it does]
const CL5 = [
  ['HORIZON-CL5-2021-D3-01-02', 'Novel thin film technologies targeting high efficiencies', 'solar', 'RIA', [
    ['THINSPIRE', 'Kesterite and perovskite thin-film stacks for lightweight high-efficiency modules', 'THINSPIRE develops earth-abundant kesterite and wide-bandgap perovskite absorbers deposited by scalable slot-die and sputtering processes, aiming at flexible modules above 25% efficiency.'],
    ['FLEXTANDEM', 'Flexible all-thin-film tandem photovoltaics for building skins and vehicles', 'FLEXTANDEM combines a CIGS bottom cell with a perovskite top cell on steel and polymer foils to reach a power-to-weight ratio that conventional glass modules cannot offer.'],
  ]],
  ['HORIZON-CL5-2022-D3-01-02', 'Demonstration of innovative manufacturing of perovskite-silicon tandem PV modules', 'solar', 'IA', [
    ['TANDEMFAB', 'Pilot-line manufacturing of industrial-size perovskite-silicon tandem modules', 'TANDEMFAB will transfer perovskite-on-silicon tandem cells from laboratory records to M10 wafers processed on a pilot line with a capacity of 30 MW per year.'],
    ['PEROSTABLE', 'Stable and lead-safe perovskite-silicon tandem modules for utility-scale plants', 'PEROSTABLE tackles the two barriers that keep perovskite tandems out of solar parks: long-term stability under damp heat and the safe encapsulation of lead.'],
    ['SUNSTACK', 'Bifacial tandem modules with recyclable encapsulation', 'SUNSTACK designs bifacial tandem modules whose glass, silicon and silver can be separated at end of life by a low-temperature delamination route.'],
  ]],
  ['HORIZON-CL5-2022-D3-02-07', 'Innovative PV solutions for the agricultural sector (Agri-PV)', 'solar', 'IA', [
    ['AGRISOL', 'Dynamic agrivoltaic systems that share light between crops and modules', 'AGRISOL installs single-axis tracking agrivoltaic plants over orchards, vineyards and vegetable fields in four climates, steering the modules according to crop water stress.'],
    ['HARVESTPV', 'Semi-transparent PV greenhouses with spectrum-selective glazing', 'HARVESTPV develops greenhouse roofs that convert the green and ultraviolet part of sunlight into electricity while passing photosynthetically active light to tomatoes and leafy greens.'],
  ]],
  ['HORIZON-CL5-2021-D3-02-05', 'Floating offshore wind: next-generation substructures and moorings', 'wind', 'RIA', [
    ['FLOATMOOR', 'Synthetic fibre moorings and shared anchors for floating wind arrays', 'FLOATMOOR qualifies polyester and HMPE mooring lines and shared suction anchors that cut the seabed footprint and the steel mass of floating wind farms.'],
    ['SEAFLOAT', 'Concrete semi-submersible platforms for 15 MW floating turbines', 'SEAFLOAT designs a modular post-tensioned concrete semi-submersible that local ports can cast and assemble without heavy-lift vessels.'],
  ]],
  ['HORIZON-CL5-2022-D3-01-07', 'Demonstration of innovative wind turbine blade recycling and circular designs', 'wind', 'IA', [
    ['BLADE2LOOP', 'Recyclable thermoplastic wind turbine blades demonstrated at full scale', 'BLADE2LOOP manufactures and tests a 75-metre blade built from a recyclable thermoplastic resin and demonstrates the recovery of glass fibres by dissolution.'],
  ]],
  ['HORIZON-CL5-2023-D3-01-09', 'Digital twins and condition monitoring for wind farms', 'wind', 'RIA', [
    ['TWINWIND', 'Physics-informed digital twins for predictive maintenance of offshore wind farms', 'TWINWIND couples SCADA data, drone inspections and structural models into digital twins that forecast the remaining life of blades, drivetrains and foundations.'],
    ['WAKEOPT', 'Wake steering and farm-level control to raise the yield of existing wind farms', 'WAKEOPT tests closed-loop wake steering on two operating offshore farms and quantifies the gain in annual energy production and the change in fatigue loads.'],
  ]],
  ['HORIZON-CL5-2022-D2-01-02', 'Next-generation electrolysers for renewable hydrogen', 'hydrogen', 'RIA', [
    ['AEMPOWER', 'Anion-exchange membrane electrolysers free of platinum-group metals', 'AEMPOWER develops anion-exchange membrane stacks with nickel-iron catalysts that operate at 2 A/cm2 without iridium or platinum.'],
    ['SOEFLEX', 'Solid-oxide electrolysis coupled with industrial waste heat', 'SOEFLEX integrates a 250 kW solid-oxide electrolyser with waste heat from a glass furnace to produce hydrogen at less than 40 kWh per kilogram of electricity.'],
    ['HYPRESS', 'Pressurised PEM electrolysis at 80 bar for direct injection into pipelines', 'HYPRESS builds a PEM stack that delivers hydrogen at 80 bar, removing the first compression stage before injection into a regional hydrogen pipeline.'],
  ]],
  ['HORIZON-CL5-2023-D2-01-05', 'Renewable hydrogen valleys and port hubs', 'hydrogen', 'IA', [
    ['H2PORTHUB', 'A renewable hydrogen and ammonia hub for a North Sea port', 'H2PORTHUB connects offshore wind, a 20 MW electrolyser, an ammonia cracker and hydrogen refuelling for port trucks and tugboats in one operating hub.'],
    ['VALLEYH2', 'A Mediterranean hydrogen valley linking solar electrolysis with industry and buses', 'VALLEYH2 links a solar-powered electrolyser to a ceramics kiln, a fertiliser plant and a fleet of hydrogen buses in an industrial valley of southern Spain.'],
  ]],
  ['HORIZON-CL5-2021-D2-01-04', 'Sustainable, safe and efficient recycling processes for batteries', 'storage', 'RIA', [
    ['RECYBAT', 'Direct recycling of lithium-ion cathodes without smelting', 'RECYBAT regenerates NMC and LFP cathode powders by relithiation instead of breaking them down to metal salts, cutting the energy and reagents needed for recycling.'],
    ['BLACKMASS', 'Hydrometallurgical recovery of lithium, nickel and graphite from black mass', 'BLACKMASS designs a closed-loop leaching process with organic acids that recovers battery-grade lithium carbonate, nickel sulphate and reusable graphite.'],
  ]],
  ['HORIZON-CL5-2022-D2-01-09', 'Solid-state batteries for electric vehicles', 'storage', 'RIA', [
    ['SOLIDRIVE', 'Sulphide solid-state cells with lithium metal anodes for electric cars', 'SOLIDRIVE develops sulphide electrolyte separators and lithium metal anodes in multilayer pouch cells targeting 450 Wh/kg.'],
    ['OXICELL', 'Oxide-polymer hybrid electrolytes for safe solid-state batteries', 'OXICELL formulates oxide-polymer hybrid electrolytes processable on existing coating lines, making solid-state cells compatible with today\'s gigafactories.'],
  ]],
  ['HORIZON-CL5-2023-D2-01-03', 'Long-duration and thermal energy storage for grids and industry', 'storage', 'IA', [
    ['THERMOSTORE', 'High-temperature thermal storage in crushed rock for industrial steam', 'THERMOSTORE charges a packed bed of crushed rock with surplus wind power and delivers steam at 400 °C to a dairy and a paper mill.'],
    ['FLOWGRID', 'Organic redox flow batteries for multi-day storage on distribution grids', 'FLOWGRID scales organic redox flow batteries with quinone electrolytes to a 1 MWh demonstrator connected to a rural distribution grid.'],
  ]],
  ['HORIZON-CL5-2021-D4-01-03', 'Advanced energy performance assessment and certification of buildings', 'buildings', 'IA', [
    ['EPCPLUS', 'Next-generation energy performance certificates from measured data', 'EPCPLUS replaces calculated energy labels with certificates based on smart-meter data, building logbooks and indoor climate measurements.'],
    ['SMARTCERT', 'Dynamic building certification linked to renovation passports', 'SMARTCERT connects energy performance certificates with renovation passports and green mortgages in pilot regions of five countries.'],
  ]],
  ['HORIZON-CL5-2022-D4-01-01', 'Industrialised deep renovation of residential buildings', 'buildings', 'IA', [
    ['PREFABRENO', 'Prefabricated facade and roof modules for one-week deep renovations', 'PREFABRENO designs timber-framed facade modules with integrated heat-pump ducts and PV, scanned and manufactured off-site so that tenants stay at home during the works.'],
    ['RENOFAST', 'Plug-and-play energy modules for social housing renovation', 'RENOFAST develops a plug-and-play unit that combines a heat pump, ventilation with heat recovery and a hot-water tank and is craned onto the roof of multi-family buildings.'],
    ['DEEPHOME', 'One-stop-shop deep renovation with guaranteed energy performance', 'DEEPHOME tests one-stop-shops that bundle design, financing and construction of deep renovations with a contractual guarantee on energy savings.'],
  ]],
  ['HORIZON-CL5-2023-D4-01-02', 'Heat pumps for multi-family and high-temperature applications', 'buildings', 'RIA', [
    ['HIGHHEAT', 'Natural-refrigerant heat pumps supplying 80 °C to existing radiators', 'HIGHHEAT develops propane and CO2 heat pumps that supply water at 80 °C, so that old buildings with original radiators can leave gas boilers behind.'],
  ]],
  ['HORIZON-CL5-2021-D3-01-13', 'Interoperable solutions for flexibility services on distribution grids', 'grid', 'IA', [
    ['FLEXMARKET', 'Local flexibility markets for distribution system operators', 'FLEXMARKET lets distribution system operators buy flexibility from heat pumps, electric vehicles and batteries through local market platforms in four countries.'],
    ['GRIDEDGE', 'Edge computing for real-time control of low-voltage grids', 'GRIDEDGE installs edge controllers in secondary substations that balance rooftop PV, chargers and heat pumps in real time.'],
  ]],
  ['HORIZON-CL5-2022-D3-03-02', 'Energy communities and citizen-led renewable projects', 'grid', 'CSA', [
    ['COMMUNIPOWER', 'Support for citizen energy communities in rural and island regions', 'COMMUNIPOWER supports forty emerging energy communities with legal templates, business models and peer mentoring from established cooperatives.'],
    ['SHAREDSUN', 'Collective self-consumption in apartment blocks', 'SHAREDSUN helps residents of multi-apartment buildings set up collective self-consumption of rooftop PV and fair sharing of the savings.'],
  ]],
  ['HORIZON-CL5-2023-D3-02-10', 'Geothermal heat and power with reduced emissions', 'grid', 'RIA', [
    ['GEOZERO', 'Zero-emission geothermal power with full reinjection of gases', 'GEOZERO captures the CO2 and hydrogen sulphide released by geothermal fluids and reinjects them into the reservoir at two Tuscan power plants.'],
  ]],
  ['HORIZON-CL5-2021-D5-01-03', 'Advanced battery electric vehicle platforms for urban freight', 'mobility', 'RIA', [
    ['EFREIGHT', 'Modular battery electric platforms for urban delivery vans', 'EFREIGHT designs a skateboard chassis with swappable battery packs that fits vans from 3.5 to 7.5 tonnes used for parcel and grocery deliveries.'],
    ['URBANLOAD', 'Electric light commercial vehicles with vehicle-to-grid capability', 'URBANLOAD develops bidirectional on-board chargers that let delivery fleets sell flexibility to the grid while parked at their depots.'],
  ]],
  ['HORIZON-CL5-2022-D5-01-07', 'Megawatt charging for long-haul electric trucks', 'mobility', 'IA', [
    ['MEGACHARGE', 'Megawatt charging corridors for heavy-duty electric trucks', 'MEGACHARGE deploys megawatt charging stations along a corridor from Rotterdam to northern Italy and tests them with electric trucks from three manufacturers.'],
    ['HAULZERO', 'Zero-emission long-haul logistics with electric trucks and smart charging', 'HAULZERO operates thirty electric trucks on real logistics routes and schedules their charging around driver rest periods and grid prices.'],
  ]],
  ['HORIZON-CL5-2023-D5-01-11', 'Zero-emission waterborne transport: ammonia and methanol fuelled ships', 'aviation', 'IA', [
    ['AMMOSHIP', 'An ammonia-fuelled short-sea cargo vessel', 'AMMOSHIP retrofits a short-sea cargo vessel with an ammonia dual-fuel engine, a fuel-storage system and an exhaust after-treatment for nitrous oxide.'],
    ['GREENFERRY', 'Battery-electric fast ferries for island connections', 'GREENFERRY builds and operates a battery-electric fast ferry in the Aegean, charged from an island microgrid with wind and solar power.'],
  ]],
  ['HORIZON-CL5-2022-D5-01-09', 'Climate-neutral aviation: hybrid-electric regional aircraft', 'aviation', 'RIA', [
    ['HYBRIDWING', 'Hybrid-electric propulsion for 50-seat regional aircraft', 'HYBRIDWING designs and ground-tests a hybrid-electric powertrain with fuel cells and turboprops for a 50-seat regional aircraft.'],
    ['CONTRAILS', 'Reducing the non-CO2 climate impact of aviation through contrail avoidance', 'CONTRAILS combines satellite observations and weather models to reroute flights away from ice-supersaturated regions where persistent contrails form.'],
  ]],
  ['HORIZON-CL5-2024-D5-01-06', 'Sustainable aviation fuels from waste and renewable hydrogen', 'aviation', 'RIA', [
    ['SAFWASTE', 'Sustainable aviation fuel from municipal waste by gasification and Fischer-Tropsch', 'SAFWASTE converts sorted municipal waste into syngas and then into jet fuel, certified for a 50% blend under ASTM D7566.'],
    ['ETHANOL2JET', 'Alcohol-to-jet conversion of cellulosic ethanol', 'ETHANOL2JET upgrades cellulosic ethanol from straw into jet fuel through dehydration, oligomerisation and hydrotreatment on a 100-litre-per-day unit.'],
  ]],
  ['HORIZON-CL5-2021-D6-01-04', 'Innovative solutions for zero-emission urban mobility', 'mobility', 'IA', [
    ['MOBIHUB', 'Mobility hubs that connect public transport, shared bikes and cargo bikes', 'MOBIHUB opens neighbourhood mobility hubs in six cities and measures how they change car ownership and trip choices.'],
    ['SHAREDRIVE', 'Shared electric vehicles integrated with public transport ticketing', 'SHAREDRIVE integrates shared electric cars and scooters into public transport apps and tickets so that a single journey plan covers every leg.'],
    ['CYCLELOGIC', 'Cargo-bike logistics for city-centre deliveries', 'CYCLELOGIC tests micro-depots and electric cargo bikes for last-mile parcel delivery in historic city centres closed to vans.'],
  ]],
  ['HORIZON-CL5-2022-D1-01-03', 'Understanding climate tipping points and their impacts', 'adapt', 'RIA', [
    ['TIPPINGICE', 'Tipping points of the Greenland and West Antarctic ice sheets', 'TIPPINGICE combines ice-sheet models with palaeoclimate records to narrow the warming thresholds at which Greenland and West Antarctica lose ice irreversibly.'],
    ['AMAZONLINK', 'Forest dieback and atmospheric moisture recycling in the Amazon', 'AMAZONLINK studies how deforestation and drought interact to push parts of the Amazon from rainforest towards savanna.'],
  ]],
  ['HORIZON-CL5-2023-D1-01-01', 'Improved understanding of greenhouse gas fluxes and their monitoring', 'adapt', 'RIA', [
    ['METHANEWATCH', 'Top-down monitoring of methane emissions from oil, gas and landfills', 'METHANEWATCH combines satellite, aircraft and tower measurements to attribute methane plumes to individual oil and gas sites and landfills across Europe.'],
    ['CARBONSOIL', 'Measuring carbon fluxes of European croplands and grasslands', 'CARBONSOIL extends eddy-covariance networks to farms with regenerative practices and links the measurements to soil carbon models.'],
  ]],
  ['HORIZON-CL5-2021-D4-02-02', 'Sustainable and smart heating and cooling in districts', 'buildings', 'IA', [
    ['COOLDISTRICT', 'Fifth-generation district heating and cooling with ambient-temperature loops', 'COOLDISTRICT builds ambient-temperature networks that exchange heat between offices, supermarkets and homes through decentralised heat pumps.'],
  ]],
  ['HORIZON-CL5-2022-D2-02-04', 'Carbon capture, utilisation and storage in hard-to-abate industries', 'ccus', 'IA', [
    ['CEMCAPTURE', 'Oxyfuel carbon capture at a cement kiln', 'CEMCAPTURE retrofits a cement kiln with oxyfuel combustion and CO2 purification, capturing 90% of the emissions from limestone calcination.'],
    ['LIMESTORE', 'Capture and permanent mineral storage of CO2 from lime production', 'LIMESTORE captures CO2 at a lime plant and mineralises it in steel slag aggregates sold to the construction sector.'],
  ]],
  ['HORIZON-CL5-2023-D3-01-15', 'Ocean energy: wave and tidal array demonstration', 'wind', 'IA', [
    ['WAVEARRAY', 'A grid-connected array of wave energy converters in the Atlantic', 'WAVEARRAY deploys three point-absorber wave energy converters off the Portuguese coast and exports electricity through a shared subsea cable.'],
    ['TIDALSTREAM', 'Floating tidal turbines for sheltered channels', 'TIDALSTREAM tests a floating tidal turbine in a Dutch tidal inlet and develops maintenance procedures that avoid diving operations.'],
  ]],
]

// Cluster 6, Missions, EIC and non-climate topics (project.csv).
const CL6 = [
  ['HORIZON-CL6-2021-FARM2FORK-01-03', 'Reducing food loss and waste along the supply chain', 'food', 'IA', [
    ['ZEROLOSS', 'Predictive tools to prevent food loss between farm and retail', 'ZEROLOSS links harvest forecasts, cold-chain sensors and retail orders so that fresh fruit and vegetables are redistributed before they spoil.'],
    ['FOODSAVE', 'Upcycling surplus bread and brewers\' grain into new food ingredients', 'FOODSAVE turns surplus bread and brewers\' spent grain into flours, fibres and fermented protein ingredients accepted by consumers.'],
  ]],
  ['HORIZON-CL6-2022-FARM2FORK-01-06', 'Alternative proteins for food from plants, microbes and insects', 'food', 'RIA', [
    ['PROTEIN4EU', 'Legume and precision-fermentation proteins for European diets', 'PROTEIN4EU develops faba bean, lupin and pea ingredients together with precision-fermented whey proteins for cheese and yoghurt alternatives.'],
    ['MYCOFOOD', 'Mycoprotein from agri-food side streams', 'MYCOFOOD grows filamentous fungi on potato peel and sugar beet pulp to produce mycoprotein for meat alternatives.'],
    ['INSECTLOOP', 'Insect farming on food waste for feed and food', 'INSECTLOOP rears black soldier fly larvae on pre-consumer food waste and assesses the safety of the resulting meal for poultry and aquaculture feed.'],
  ]],
  ['HORIZON-CL6-2023-FARM2FORK-01-11', 'Sustainable food packaging and reduced plastic use', 'circular', 'IA', [
    ['PACKBIO', 'Compostable barrier packaging from cellulose and chitosan', 'PACKBIO develops compostable films combining cellulose, chitosan and plant waxes that protect meat, cheese and snacks as well as multilayer plastics.'],
  ]],
  ['HORIZON-CL6-2021-BIODIV-01-04', 'Restoring biodiversity in agricultural landscapes', 'biodiv', 'RIA', [
    ['HEDGEROW', 'Hedgerows, flower strips and field margins as biodiversity networks', 'HEDGEROW measures how networks of hedgerows and flower strips support pollinators, birds and natural pest control on arable farms.'],
    ['POLLIGUARD', 'Protecting wild pollinators from pesticides and habitat loss', 'POLLIGUARD maps wild bee and hoverfly populations across farmland and tests pesticide-reduction and habitat measures with farmers.'],
  ]],
  ['HORIZON-CL6-2022-BIODIV-01-01', 'Nature-based solutions for biodiversity and climate in rivers and wetlands', 'biodiv', 'IA', [
    ['WETREVIVE', 'Rewetting drained peatlands and floodplains', 'WETREVIVE rewets drained peatlands and floodplains at six sites, measuring greenhouse gas emissions, water retention and the return of wetland species.'],
    ['RIVERFREE', 'Removing obsolete river barriers to reconnect fish habitats', 'RIVERFREE removes obsolete weirs and small dams in three river basins and monitors sediment transport and migratory fish.'],
  ]],
  ['HORIZON-CL6-2023-BIODIV-01-12', 'Biodiversity monitoring with environmental DNA and remote sensing', 'biodiv', 'RIA', [
    ['EDNASCAN', 'Environmental DNA for standardised biodiversity monitoring', 'EDNASCAN standardises the sampling and sequencing of environmental DNA so that national agencies can monitor fish, amphibians and invertebrates at low cost.'],
  ]],
  ['HORIZON-CL6-2021-CLIMATE-01-02', 'Carbon farming and climate-smart agriculture', 'agri', 'RIA', [
    ['CARBONFARM', 'Result-based payments for soil carbon in arable farming', 'CARBONFARM tests result-based carbon farming schemes that reward farmers for measured increases in soil organic carbon.'],
    ['AGROFOREST', 'Agroforestry systems for carbon storage and farm resilience', 'AGROFOREST establishes silvoarable and silvopastoral systems on commercial farms and measures carbon storage, yields and microclimate.'],
  ]],
  ['HORIZON-CL6-2022-CLIMATE-01-05', 'Reducing methane and nitrous oxide emissions from livestock', 'agri', 'RIA', [
    ['LOWMETHANE', 'Feed additives and breeding to reduce enteric methane from cattle', 'LOWMETHANE tests seaweed-based and synthetic feed additives together with genomic selection for low-methane dairy and beef cattle.'],
    ['MANUREZERO', 'Manure management that cuts ammonia and greenhouse gas emissions', 'MANUREZERO acidifies and covers slurry stores and feeds the manure to small-scale digesters on pig and dairy farms.'],
  ]],
  ['HORIZON-CL6-2023-CIRCBIO-01-06', 'Circular bio-based solutions for textiles and construction', 'circular', 'IA', [
    ['FIBRELOOP', 'Fibre-to-fibre recycling of blended textiles', 'FIBRELOOP separates cotton and polyester in post-consumer textiles by enzymatic and solvent-based processes and spins new yarns from both fractions.'],
    ['HEMPBUILD', 'Hemp-lime and straw panels for low-carbon construction', 'HEMPBUILD industrialises prefabricated hemp-lime and straw panels and demonstrates them in three residential buildings.'],
  ]],
  ['HORIZON-CL6-2022-CIRCBIO-01-01', 'Circular design of plastics and biodegradable alternatives', 'circular', 'RIA', [
    ['PLASTICYCLE', 'Chemical recycling of mixed plastic waste by pyrolysis', 'PLASTICYCLE upgrades pyrolysis oil from mixed household plastics into food-grade polymers through catalytic cleaning and mass-balance certification.'],
    ['BIOPOLY', 'Biodegradable polymers from agricultural residues', 'BIOPOLY produces polyhydroxyalkanoates from sugar beet pulp and straw hydrolysates and tests their biodegradation in soil and marine environments.'],
  ]],
  ['HORIZON-CL6-2024-CIRCBIO-02-03', 'Circular cities and regions: waste-to-resource', 'circular', 'IA', [
    ['CITYLOOP', 'Urban resource centres for repair, reuse and recycling', 'CITYLOOP opens urban resource centres that collect, repair and resell furniture, electronics and construction materials in four cities.'],
    ['BIOWASTE2VALUE', 'Biowaste biorefineries producing fertilisers and biogas', 'BIOWASTE2VALUE converts separately collected household biowaste into biogas, nutrient-rich fertilisers and biochar in a municipal biorefinery.'],
  ]],
  ['HORIZON-CL6-2021-ZEROPOLLUTION-01-04', 'Reducing pollution from nutrients and pesticides in water', 'water', 'RIA', [
    ['NUTRISHIELD', 'Precision fertilisation to reduce nitrate leaching', 'NUTRISHIELD combines soil sensors and satellite images to adjust nitrogen fertilisation, cutting nitrate leaching into groundwater.'],
    ['PESTICLEAN', 'Constructed wetlands to remove pesticides from drainage water', 'PESTICLEAN designs constructed wetlands and bioreactors that remove pesticides and nitrates from agricultural drainage before it reaches rivers.'],
  ]],
  ['HORIZON-CL6-2023-ZEROPOLLUTION-01-02', 'Water reuse and resilience to drought', 'water', 'IA', [
    ['REUSEAGRI', 'Safe reuse of treated wastewater for irrigation', 'REUSEAGRI upgrades four wastewater treatment plants so that their effluent can irrigate orchards and vegetables under the EU water reuse regulation.'],
    ['DROUGHTNET', 'Early warning and water allocation for drought-prone basins', 'DROUGHTNET develops seasonal drought forecasts and water allocation tools with river basin authorities in Spain, Italy and Greece.'],
  ]],
  ['HORIZON-CL6-2022-FARM2FORK-02-03', 'Sustainable fisheries and aquaculture', 'ocean', 'RIA', [
    ['AQUALOW', 'Low-impact aquaculture with algae and shellfish', 'AQUALOW develops integrated multi-trophic aquaculture where seaweed and mussels take up the nutrients released by fish farms.'],
    ['FISHFUTURE', 'Selective fishing gear and bycatch reduction', 'FISHFUTURE tests selective trawl designs and real-time bycatch reporting with fishing fleets in the Baltic and the Bay of Biscay.'],
  ]],
  ['HORIZON-CL6-2021-GOVERNANCE-01-13', 'Rural areas and the transition to a green economy', 'agri', 'CSA', [
    ['RURALGREEN', 'Rural innovation hubs for the green transition', 'RURALGREEN sets up rural innovation hubs in twelve regions that help farmers, foresters and small businesses enter bioeconomy value chains.'],
  ]],
  ['HORIZON-CL6-2024-FARM2FORK-01-02', 'Healthy and sustainable diets in schools and canteens', 'food', 'IA', [
    ['SCHOOLPLATE', 'Plant-rich school meals with local and seasonal food', 'SCHOOLPLATE redesigns school menus in five countries to be plant-rich, seasonal and locally sourced, and measures food waste and children\'s acceptance.'],
    ['CANTEENSHIFT', 'Sustainable procurement for public canteens', 'CANTEENSHIFT helps hospitals and universities introduce sustainability criteria in food procurement and tracks the carbon footprint of their meals.'],
  ]],
  ['HORIZON-CL6-2022-COMMUNITIES-01-02', 'Forest resilience to fires, pests and drought', 'forest', 'RIA', [
    ['FIREWISE', 'Landscape management to reduce the risk of large wildfires', 'FIREWISE designs fuel-break mosaics, prescribed burning and grazing plans in Mediterranean landscapes with local fire services.'],
    ['BARKBEETLE', 'Early detection of bark beetle outbreaks in spruce forests', 'BARKBEETLE combines drone imagery and pheromone traps to detect bark beetle attacks early and guide salvage logging.'],
  ]],
  ['HORIZON-CL6-2023-COMMUNITIES-01-01', 'Climate-resilient forest management and wood value chains', 'forest', 'IA', [
    ['MIXEDFOREST', 'Converting monocultures into mixed, climate-resilient forests', 'MIXEDFOREST supports forest owners in converting spruce and pine monocultures into mixed stands with native broadleaves.'],
  ]],
]

const MISSIONS = [
  ['HORIZON-MISS-2021-CLIMA-02-01', 'Development of climate change risk assessments in European regions and communities', 'adapt', 'IA', [
    ['REGIORISK', 'Regional climate risk assessments co-produced with local authorities', 'REGIORISK co-produces climate risk assessments with twelve regions, combining hazard projections with exposure and vulnerability data.'],
    ['HEATSAFE', 'Heat-health action plans for European cities', 'HEATSAFE develops heat-health warning systems and cooling-centre networks with public health authorities in southern European cities.'],
    ['FLOODREADY', 'Flood resilience for small and medium towns', 'FLOODREADY designs nature-based and technical flood defences with small towns along three European rivers.'],
  ]],
  ['HORIZON-MISS-2022-CLIMA-01-04', 'Transformational climate adaptation in regions', 'adapt', 'IA', [
    ['ADAPTREGIONS', 'Transformational adaptation pathways for vulnerable regions', 'ADAPTREGIONS develops adaptation pathways with regional governments and tests them through demonstrators in coastal, mountain and agricultural areas.'],
    ['COASTADAPT', 'Adapting coastal communities to sea-level rise', 'COASTADAPT works with coastal municipalities on managed retreat, dune restoration and adaptive spatial planning.'],
  ]],
  ['HORIZON-MISS-2022-OCEAN-01-03', 'Restoring marine and coastal ecosystems in the Atlantic and Arctic', 'ocean', 'IA', [
    ['SEAGRASS', 'Large-scale restoration of seagrass meadows', 'SEAGRASS restores seagrass meadows along Atlantic coasts using seeds and shoots, and measures the carbon they store in sediments.'],
    ['KELPBACK', 'Kelp forest restoration and sustainable seaweed harvesting', 'KELPBACK restores kelp forests damaged by sea urchins and warming and develops sustainable harvesting rules with local fishers.'],
  ]],
  ['HORIZON-MISS-2023-OCEAN-01-01', 'Zero pollution in the Baltic and North Sea basins', 'ocean', 'IA', [
    ['BALTICLEAN', 'Reducing nutrient and plastic inputs into the Baltic Sea', 'BALTICLEAN demonstrates nutrient recovery at wastewater plants and plastic capture in rivers that drain into the Baltic Sea.'],
  ]],
  ['HORIZON-MISS-2022-SOIL-01-01', 'Living labs and lighthouses for soil health', 'soil', 'IA', [
    ['SOILLAB', 'Soil health living labs in arable and mixed farming', 'SOILLAB sets up living labs where farmers, advisers and scientists test cover crops, reduced tillage and organic amendments.'],
    ['URBANSOIL', 'Soil health in cities and peri-urban areas', 'URBANSOIL maps and restores urban soils, from brownfields to allotment gardens, together with city planners and community gardeners.'],
  ]],
  ['HORIZON-MISS-2023-SOIL-01-07', 'Soil monitoring and the European soil observatory', 'soil', 'RIA', [
    ['SOILSENSE', 'Low-cost sensing of soil organic carbon and biodiversity', 'SOILSENSE validates spectroscopy and environmental DNA methods for measuring soil organic carbon and soil biodiversity at field scale.'],
    ['SOILDATA', 'Harmonised soil data for the European soil observatory', 'SOILDATA harmonises national soil databases and links them to the European soil observatory with common indicators.'],
  ]],
  ['HORIZON-MISS-2022-CIT-01-01', 'Climate-neutral and smart cities: integrated transformation', 'cities', 'IA', [
    ['NETZEROCITY', 'City climate contracts and integrated investment plans', 'NETZEROCITY supports pilot cities in turning their climate city contracts into investment plans for buildings, transport and energy.'],
    ['POSITIVEDISTRICT', 'Positive energy districts in mid-sized cities', 'POSITIVEDISTRICT builds positive energy districts that combine renovated buildings, local renewables, storage and electric mobility.'],
  ]],
  ['HORIZON-MISS-2023-CIT-02-03', 'Green and healthy public spaces in cities', 'cities', 'RIA', [
    ['GREENSTREETS', 'Depaving and greening streets for heat and stormwater', 'GREENSTREETS depaves streets and schoolyards, plants trees and creates rain gardens to reduce heat and stormwater flooding.'],
  ]],
]

const EIC = [
  ['HORIZON-EIC-2022-PATHFINDERCHALLENGES-01-02', 'Pathfinder challenge: carbon dioxide and nitrogen management and valorisation', 'ccus', 'EIC', [
    ['CO2ELECTRO', 'Electrochemical conversion of CO2 into ethylene', 'CO2ELECTRO develops copper-based gas-diffusion electrodes that convert CO2 into ethylene at industrially relevant current densities.'],
    ['NITROFIX', 'Plasma-based nitrogen fixation for decentralised fertiliser production', 'NITROFIX explores plasma reactors powered by renewable electricity that fix nitrogen from air into nitrates directly on farms.'],
  ]],
  ['HORIZON-EIC-2023-PATHFINDERCHALLENGES-01-04', 'Pathfinder challenge: solar-to-X devices', 'solar', 'EIC', [
    ['SUNFUEL', 'Artificial leaves producing formate from sunlight, water and CO2', 'SUNFUEL integrates molecular catalysts and perovskite light absorbers in an artificial leaf that produces formate from sunlight.'],
  ]],
  ['HORIZON-EIC-2023-ACCELERATOR-01', 'EIC Accelerator', 'industry', 'EIC-ACC', [
    ['HEATBRICK', 'Electrified thermal storage bricks for industrial process heat', 'HEATBRICK commercialises refractory brick storage units charged with cheap renewable electricity that deliver process heat up to 1000 °C.'],
    ['GRIDSENSE', 'Sensors and analytics for medium-voltage grid monitoring', 'GRIDSENSE scales the production of clamp-on sensors and cloud analytics that locate faults and congestion on medium-voltage grids.'],
    ['ALGAEPACK', 'Seaweed-based packaging replacing single-use plastics', 'ALGAEPACK industrialises the production of home-compostable films and coatings made from farmed seaweed.'],
  ]],
  ['HORIZON-EIC-2024-ACCELERATOR-01', 'EIC Accelerator', 'industry', 'EIC-ACC', [
    ['STEELCYCLE', 'Hydrogen plasma reduction of iron ore fines', 'STEELCYCLE scales a hydrogen plasma smelting reduction process that turns iron ore fines into steel without coking coal.'],
    ['RETROFITAI', 'AI-based renovation planning for building portfolios', 'RETROFITAI scales a platform that plans deep renovation of large building portfolios from utility bills and laser scans.'],
  ]],
]

const OTHER = [
  ['HORIZON-CL4-2022-DIGITAL-EMERGING-01-08', 'Trustworthy AI at the edge for industry', 'digital', 'RIA', [
    ['EDGETRUST', 'Verifiable and energy-efficient AI on edge devices', 'EDGETRUST develops methods to verify, compress and explain neural networks that run on industrial edge devices.'],
    ['FEDERATE', 'Federated learning for manufacturing data spaces', 'FEDERATE lets manufacturers train shared quality-inspection models without moving their production data out of their plants.'],
  ]],
  ['HORIZON-CL4-2023-HUMAN-01-21', 'Next-generation digital skills and inclusion', 'social', 'CSA', [
    ['DIGISKILLS', 'Digital skills for workers in small manufacturing firms', 'DIGISKILLS develops short training paths in data, automation and cybersecurity for workers of small manufacturing firms.'],
  ]],
  ['HORIZON-CL4-2021-RESILIENCE-01-05', 'Critical raw materials: sustainable mining and processing', 'industry', 'IA', [
    ['RAWLOOP', 'Recovering critical raw materials from mining waste', 'RAWLOOP recovers cobalt, tungsten and rare earths from historic mine tailings with bioleaching and selective precipitation.'],
    ['MAGNET2MAGNET', 'Recycling rare-earth permanent magnets from electric motors', 'MAGNET2MAGNET dismantles end-of-life motors and turns their neodymium magnets into new magnets by hydrogen decrepitation.'],
  ]],
  ['HORIZON-CL1-2022-DISEASE-03-01', 'Pandemic preparedness: broad-spectrum antivirals', 'health', 'RIA', [
    ['PANVIR', 'Broad-spectrum antivirals against emerging coronaviruses and flaviviruses', 'PANVIR screens host-directed and direct-acting compounds against coronaviruses and flaviviruses and advances two candidates to preclinical studies.'],
    ['VIRALDEFENCE', 'Antiviral antibodies for rapid pandemic response', 'VIRALDEFENCE builds a platform for isolating broadly neutralising antibodies within weeks of a new virus being identified.'],
  ]],
  ['HORIZON-CL1-2023-STAYHEALTHY-01-06', 'Health impacts of climate change and environmental exposures', 'health', 'RIA', [
    ['CLIMHEALTH', 'Health effects of heat, air pollution and pollen under climate change', 'CLIMHEALTH links hospital records with exposure to heat, air pollution and pollen in twenty European cities to quantify their combined health effects.'],
  ]],
  ['HORIZON-CL2-2022-HERITAGE-01-05', 'Cultural heritage and climate change', 'social', 'RIA', [
    ['HERITAGECLIMA', 'Protecting historic buildings and sites from climate impacts', 'HERITAGECLIMA assesses how heavier rainfall, humidity and heat damage historic buildings and archaeological sites and tests protective measures.'],
  ]],
  ['HORIZON-CL3-2021-DRS-01-02', 'Disaster resilient societies: wildfire and flood response', 'adapt', 'RIA', [
    ['RESPOND', 'Decision support for first responders in floods and wildfires', 'RESPOND gives civil protection agencies a shared operational picture built from satellite data, drones and citizen reports during floods and wildfires.'],
  ]],
  ['ERC-2022-STG', 'ERC Starting Grant', 'science', 'ERC', [
    ['ICEMEMORY', 'Reading past climate from the chemistry of Alpine ice cores', 'ICEMEMORY reconstructs two thousand years of European air pollution and climate variability from high-resolution chemistry of Alpine ice cores.'],
    ['QUANTMAT', 'Quantum materials for low-power electronics', 'QUANTMAT explores topological magnetic textures that could store and process information with a fraction of the energy used by today\'s electronics.'],
  ]],
  ['ERC-2023-COG', 'ERC Consolidator Grant', 'science', 'ERC', [
    ['MICROBIOME', 'How the gut microbiome shapes the immune response to vaccines', 'MICROBIOME follows infants from birth to two years to understand how gut bacteria shape their antibody responses to routine vaccines.'],
  ]],
  ['HORIZON-MSCA-2022-DN-01-01', 'MSCA Doctoral Networks', 'science', 'MSCA-DN', [
    ['CATALYST-DN', 'Doctoral network on catalysis for a fossil-free chemical industry', 'CATALYST-DN trains fifteen doctoral candidates in electrocatalysis, biocatalysis and process design for fossil-free chemicals.'],
    ['OCEANCARE-DN', 'Doctoral network on ocean health and marine pollution', 'OCEANCARE-DN trains doctoral candidates in marine chemistry, ecotoxicology and ocean observation across academia and industry.'],
  ]],
  ['HORIZON-MSCA-2023-PF-01-01', 'MSCA Postdoctoral Fellowships 2023', 'science', 'MSCA-PF', [
    ['SOILMICRO', 'Soil microbial communities and carbon persistence under drought', 'SOILMICRO studies how drought reshapes soil microbial communities and the persistence of soil carbon in Mediterranean grasslands.'],
    ['URBANHEAT', 'Urban heat islands and social vulnerability', 'URBANHEAT maps how urban heat islands overlap with social vulnerability and tests cooling interventions in low-income neighbourhoods.'],
    ['GREENAMMONIA', 'Electrochemical synthesis of ammonia under ambient conditions', 'GREENAMMONIA investigates lithium-mediated electrochemical nitrogen reduction as a route to ammonia without the Haber-Bosch process.'],
  ]],
  ['HORIZON-INFRA-2022-DEV-01-01', 'Research infrastructures for climate and environmental observation', 'adapt', 'RIA', [
    ['OBSERVE-RI', 'Preparatory phase of a distributed research infrastructure for Earth observation in situ', 'OBSERVE-RI prepares the governance, data services and financing of a research infrastructure linking atmospheric, marine and terrestrial observation sites.'],
  ]],
]

// Projects for the JSON dump (json/project.json): newer Horizon Europe topics, plus projects
// of topics that project.csv also has (the aggregate spans both files).
const JSON_TOPICS = [
  ['HORIZON-CL5-2024-D3-01-01', 'Next-generation heliostats and concentrated solar power', 'solar', 'RIA', [
    ['HELIOMAX', 'Low-cost autonomous heliostats for concentrated solar power plants', 'HELIOMAX develops wireless, self-calibrating heliostats with lightweight mirrors that halve the cost of the solar field in tower plants.'],
    ['CSPSTORE', 'Particle receivers and storage for 24-hour concentrated solar power', 'CSPSTORE tests a falling-particle receiver that heats ceramic particles to 900 °C and stores them for night-time power generation.'],
  ]],
  ['HORIZON-CL5-2024-D2-01-02', 'Hydrogen storage in salt caverns and depleted gas fields', 'hydrogen', 'IA', [
    ['CAVERNH2', 'Seasonal hydrogen storage in a salt cavern', 'CAVERNH2 converts an existing salt cavern to hydrogen service and cycles it with hydrogen from a nearby electrolyser for two seasons.'],
    ['POROSTORE', 'Hydrogen storage in a depleted gas field', 'POROSTORE assesses microbial activity, hydrogen purity and well integrity when a depleted gas field is used to store hydrogen.'],
  ]],
  ['HORIZON-CL5-2024-D4-01-03', 'Smart readiness and digital building logbooks', 'buildings', 'IA', [
    ['LOGBOOK4ALL', 'Digital building logbooks connected to cadastres and energy certificates', 'LOGBOOK4ALL links building information models, cadastres and energy certificates in digital building logbooks tested by three national registries.'],
  ]],
  ['HORIZON-CL5-2024-D5-01-09', 'Zero-emission inland waterway vessels', 'aviation', 'IA', [
    ['RIVERZERO', 'Battery and hydrogen powertrains for inland barges', 'RIVERZERO retrofits two Rhine barges with swappable battery containers and a hydrogen fuel-cell range extender.'],
    ['DANUBELINK', 'Green corridors for Danube inland shipping', 'DANUBELINK prepares charging and bunkering infrastructure for zero-emission vessels in five Danube ports.'],
  ]],
  ['HORIZON-CL6-2024-CLIMATE-01-03', 'Climate-resilient crops and breeding for drought tolerance', 'agri', 'RIA', [
    ['DROUGHTCROP', 'Breeding wheat and barley for drought and heat tolerance', 'DROUGHTCROP combines genomic prediction and field trials across a north-south gradient to breed drought- and heat-tolerant wheat and barley.'],
    ['ROOTWISE', 'Root traits for water and nutrient efficiency', 'ROOTWISE phenotypes the root systems of legumes and cereals and identifies traits that keep yields stable in dry years.'],
  ]],
  ['HORIZON-CL6-2024-BIODIV-01-06', 'Restoration of degraded grasslands and heathlands', 'biodiv', 'IA', [
    ['GRASSBACK', 'Restoring species-rich grasslands with local seed mixtures', 'GRASSBACK restores species-rich grasslands using regional seed harvested from donor meadows and extensive grazing regimes.'],
  ]],
  ['HORIZON-CL6-2024-ZEROPOLLUTION-01-01', 'Microplastics and chemical pollution in soils and waters', 'water', 'RIA', [
    ['MICROTRACE', 'Tracking microplastics from sewage sludge into soils and crops', 'MICROTRACE follows microplastics from sewage sludge and compost into agricultural soils, earthworms and crops.'],
    ['PFASFREE', 'Removal of PFAS from drinking water resources', 'PFASFREE compares foam fractionation, electrochemical oxidation and new adsorbents for removing PFAS from contaminated groundwater.'],
  ]],
  ['HORIZON-MISS-2024-CLIMA-01-02', 'Climate adaptation in agriculture and food systems', 'adapt', 'IA', [
    ['AGRIADAPT', 'Adaptation plans for farms facing heat and drought', 'AGRIADAPT builds farm-level adaptation plans combining crop choice, irrigation scheduling and insurance with farmers in four climate zones.'],
    ['WATERWISE-FARM', 'Water-smart farming for drought-prone regions', 'WATERWISE-FARM demonstrates deficit irrigation, mulching and water harvesting on commercial farms in southern Europe.'],
  ]],
  ['HORIZON-MISS-2024-OCEAN-01-05', 'Blue carbon in salt marshes and coastal wetlands', 'ocean', 'RIA', [
    ['BLUECARBON', 'Measuring and restoring blue carbon in salt marshes', 'BLUECARBON quantifies carbon burial in restored and natural salt marshes and develops a method for blue carbon credits.'],
  ]],
  ['HORIZON-CL4-2024-TWIN-TRANSITION-01-38', 'Low-carbon processes in energy-intensive industries', 'industry', 'IA', [
    ['GLASSELECTRIC', 'All-electric melting of container glass', 'GLASSELECTRIC demonstrates a hybrid electric furnace for container glass that runs on renewable electricity for 80% of its energy.'],
    ['CERAMHEAT', 'Electrified and hydrogen-fired kilns for ceramic tiles', 'CERAMHEAT converts a ceramic tile kiln to a mix of electric heating and hydrogen burners and measures product quality and emissions.'],
  ]],
]

// Projects added to topics already in project.csv.
const JSON_EXTRA = [
  ['HORIZON-CL5-2022-D3-01-02', [
    ['TANDEMTRUST', 'Bankability of perovskite-silicon tandem modules through field testing', 'TANDEMTRUST installs tandem modules from three manufacturers at test sites in the Alps, the Sahara edge and the Netherlands and reports degradation rates to investors.'],
  ]],
  ['HORIZON-CL5-2022-D2-01-02', [
    ['ALKALINEPLUS', 'Advanced alkaline electrolysis with zero-gap cells', 'ALKALINEPLUS develops zero-gap alkaline cells with new diaphragms that run at high current density and follow fluctuating wind power.'],
  ]],
  ['HORIZON-CL6-2022-FARM2FORK-01-06', [
    ['ALGAEPROTEIN', 'Microalgae proteins for food', 'ALGAEPROTEIN grows Chlorella and Nannochloropsis in photobioreactors fed with greenhouse CO2 and extracts decolourised proteins for food.'],
  ]],
  ['HORIZON-MISS-2022-SOIL-01-01', [
    ['VINESOIL', 'Soil health living labs in vineyards and orchards', 'VINESOIL sets up living labs in vineyards and orchards that test cover crops, compost and reduced copper use.'],
  ]],
  ['HORIZON-CL5-2021-D6-01-04', [
    ['TRANSITLINK', 'Demand-responsive electric minibuses for suburbs', 'TRANSITLINK operates demand-responsive electric minibuses that feed suburban rail stations in three metropolitan areas.'],
  ]],
  ['HORIZON-EIC-2023-ACCELERATOR-01', [
    ['BATTERYPASS', 'Digital battery passports for second-life batteries', 'BATTERYPASS scales a platform that grades used electric-vehicle batteries and issues digital passports for their second life in stationary storage.'],
  ]],
  ['HORIZON-CL6-2023-CIRCBIO-01-06', [
    ['SHOELOOP', 'Circular footwear from bio-based and recycled materials', 'SHOELOOP designs shoes that can be disassembled, with soles from recycled rubber and uppers from bio-based leather alternatives.'],
  ]],
  ['HORIZON-CL5-2023-D1-01-01', [
    ['URBANCO2', 'City-scale monitoring of CO2 emissions', 'URBANCO2 deploys dense networks of low-cost CO2 sensors in three cities and combines them with inverse modelling to track emissions.'],
  ]],
]

// H2020 projects for the XML dump (xml/projects.xml): the per-project XML shape, many in one file.
const XML_TOPICS = [
  ['LC-SC3-RES-4-2018', 'Renewable energy system integrated at the building scale', 'solar', 'IA', [
    ['SOLARBUILD', 'Building-integrated photovoltaics and heat pumps in a single facade system', 'SOLARBUILD developed a facade system that integrates PV laminates, a solar thermal collector and a heat pump evaporator in one prefabricated element.'],
    ['ROOF2GRID', 'Solar roofs as grid assets for distribution operators', 'ROOF2GRID demonstrated how aggregated solar roofs with batteries can provide voltage control to distribution grids.'],
    ['BIPVCITY', 'Colour-matched BIPV for historic city centres', 'BIPVCITY produced coloured and textured PV tiles accepted by heritage authorities in historic city centres.'],
  ]],
  ['LC-SC3-EE-1-2018-2019-2020', 'Decarbonisation of the EU building stock: innovative approaches and affordable solutions', 'buildings', 'IA', [
    ['RENOBOOST', 'Affordable deep renovation packages for single-family houses', 'RENOBOOST developed standardised renovation packages for single-family houses that combine insulation, heat pumps and solar panels at a fixed price.'],
    ['THERMOSKIN', 'Aerogel-based thin insulation for historic facades', 'THERMOSKIN developed aerogel plasters that insulate historic facades without changing their appearance.'],
    ['ZEROHOUSE', 'Net-zero-energy renovation of post-war housing estates', 'ZEROHOUSE renovated post-war housing estates in three countries to net-zero energy standard with prefabricated envelopes.'],
  ]],
  ['LC-GV-05-2019', 'InCo flagship on urban mobility and sustainable electrification in large urban areas', 'mobility', 'RIA', [
    ['EBUSWORLD', 'Electric bus fleets and charging in large cities on three continents', 'EBUSWORLD studied how large electric bus fleets can be charged and scheduled in European, Latin American and Asian cities.'],
    ['CITYCHARGE', 'Charging infrastructure planning for dense urban areas', 'CITYCHARGE produced planning tools that place public chargers where they relieve grid congestion and serve residents without garages.'],
  ]],
  ['CE-SFS-25-2020', 'Integrated innovative business models for circular food systems', 'food', 'IA', [
    ['FOODCIRCLE', 'Circular business models for regional food systems', 'FOODCIRCLE developed and tested circular business models that keep nutrients and by-products within regional food systems.'],
    ['NUTRIENTLOOP', 'Recovering nutrients from food processing wastewater', 'NUTRIENTLOOP recovered phosphorus and nitrogen from dairy and potato processing wastewater as fertiliser products.'],
  ]],
  ['LC-CLA-08-2020', 'Climate-related risks for ecosystems, agriculture and forestry', 'adapt', 'RIA', [
    ['FORESTCLIM', 'Climate risks for European forests under extreme events', 'FORESTCLIM assessed the combined risks of drought, fire, storms and pests for European forests under different climate scenarios.'],
    ['CROPRISK', 'Compound climate risks for European agriculture', 'CROPRISK quantified how simultaneous heat and drought in several breadbasket regions affect food supply and prices.'],
    ['ALPCLIM', 'Climate change impacts on Alpine ecosystems and water', 'ALPCLIM studied glacier retreat, snow cover and their effects on Alpine ecosystems and downstream water users.'],
  ]],
  ['CE-SC5-07-2018-2019-2020', 'Raw materials innovation for the circular economy: sustainable processing, reuse, recycling and recovery', 'circular', 'IA', [
    ['EWASTEMINE', 'Recovering precious and critical metals from electronic waste', 'EWASTEMINE scaled up a hydrometallurgical process that recovers gold, silver, copper and palladium from printed circuit boards.'],
    ['CONSTRUCT2LOOP', 'Recycled aggregates and binders from construction and demolition waste', 'CONSTRUCT2LOOP produced recycled aggregates and low-carbon binders from demolition waste and used them in three pilot buildings.'],
  ]],
  ['LC-MG-1-2-2019', 'Advanced light materials and their production processes for automotive applications', 'mobility', 'RIA', [
    ['LIGHTCAR', 'Recycled aluminium and composite parts for lighter electric cars', 'LIGHTCAR developed body parts from recycled aluminium alloys and natural-fibre composites that cut the weight of electric cars.'],
  ]],
  ['SFS-35-2019-2020', 'Sustainable intensification in Africa', 'agri', 'RIA', [
    ['AFRISOIL', 'Soil fertility management for smallholder farms in East Africa', 'AFRISOIL worked with smallholders in Kenya, Uganda and Ethiopia on integrated soil fertility management and legume rotations.'],
    ['SAHELCROP', 'Climate-smart cereal and legume systems in the Sahel', 'SAHELCROP tested drought-tolerant millet, sorghum and cowpea systems with farmer organisations in the Sahel.'],
  ]],
  ['LC-SC3-ES-3-2018-2020', 'Integrated local energy systems (energy islands)', 'grid', 'IA', [
    ['ISLANDGRID', 'Integrated energy systems for European islands', 'ISLANDGRID combined wind, solar, storage, desalination and electric mobility to cut diesel use on three European islands.'],
    ['MICROGRIDPLUS', 'Community microgrids with hydrogen and batteries', 'MICROGRIDPLUS demonstrated community microgrids that combine batteries for daily balancing with hydrogen for seasonal storage.'],
  ]],
]

// More projects of project.csv topics.
const CSV_EXTRA = [
  ['HORIZON-CL5-2022-D3-02-07', [
    ['VITISOL', 'Agrivoltaics for vineyards facing heat stress', 'VITISOL shades vineyards with adjustable PV louvres during heatwaves and measures the effect on grape ripening, wine quality and irrigation needs.'],
  ]],
  ['HORIZON-CL5-2022-D3-01-07', [
    ['REBLADE', 'Repurposing decommissioned wind blades in bridges and buildings', 'REBLADE cuts decommissioned blades into structural elements for pedestrian bridges, noise barriers and roofs and certifies them for construction.'],
  ]],
  ['HORIZON-CL5-2023-D4-01-02', [
    ['HEATPUMP4ALL', 'Compact heat pumps for apartments with little space', 'HEATPUMP4ALL designs a window-mounted and a wall-integrated heat pump that fit apartments with no room for an outdoor unit.'],
    ['SILENTHP', 'Low-noise outdoor units for dense neighbourhoods', 'SILENTHP reduces the noise of heat pump outdoor units through new fan designs and enclosures, removing a barrier to permits in dense neighbourhoods.'],
  ]],
  ['HORIZON-CL5-2023-D3-02-10', [
    ['DEEPHEAT', 'Deep geothermal heat for district heating in sedimentary basins', 'DEEPHEAT drills and tests a geothermal doublet that supplies district heating from a sedimentary aquifer at 2.5 km depth.'],
  ]],
  ['HORIZON-CL5-2021-D4-02-02', [
    ['WASTEHEAT', 'Recovering waste heat from data centres and supermarkets', 'WASTEHEAT connects data centres and supermarket refrigeration to district heating networks through heat pumps and smart contracts.'],
  ]],
  ['HORIZON-CL6-2023-FARM2FORK-01-11', [
    ['REFILL', 'Reusable packaging systems for groceries', 'REFILL tests deposit-based reusable containers for dry food, dairy and ready meals in supermarkets and online grocery deliveries.'],
  ]],
  ['HORIZON-CL6-2023-BIODIV-01-12', [
    ['BIOACOUSTIC', 'Acoustic monitoring of birds, bats and insects', 'BIOACOUSTIC deploys networks of acoustic sensors and machine learning to monitor birds, bats and singing insects across protected areas.'],
  ]],
  ['HORIZON-CL6-2021-GOVERNANCE-01-13', [
    ['SMARTVILLAGE', 'Smart villages and community-led green investments', 'SMARTVILLAGE supports village communities that invest together in renewable energy, shared mobility and local food processing.'],
  ]],
  ['HORIZON-CL6-2023-COMMUNITIES-01-01', [
    ['TIMBERCHAIN', 'Traceable timber from climate-resilient forests', 'TIMBERCHAIN develops a traceability system for timber from certified climate-resilient forests, from stump to construction site.'],
  ]],
  ['HORIZON-MISS-2023-OCEAN-01-01', [
    ['SHIPCLEAN', 'Reducing pollution from ships in the North Sea', 'SHIPCLEAN measures and reduces pollution from scrubber wash water, grey water and antifouling paints of ships in the North Sea.'],
  ]],
  ['HORIZON-MISS-2023-CIT-02-03', [
    ['COOLPLAY', 'Climate-proof schoolyards', 'COOLPLAY transforms asphalt schoolyards into shaded green spaces that are open to the neighbourhood outside school hours.'],
  ]],
  ['HORIZON-EIC-2023-PATHFINDERCHALLENGES-01-04', [
    ['PHOTOH2', 'Photoelectrochemical hydrogen from seawater', 'PHOTOH2 develops protected photoelectrodes that split seawater directly into hydrogen and oxygen under sunlight.'],
  ]],
  ['HORIZON-CL4-2023-HUMAN-01-21', [
    ['INCLUDE', 'Digital inclusion of older adults in rural areas', 'INCLUDE trains volunteers and librarians to support older adults in rural areas with online public services and health platforms.'],
  ]],
  ['HORIZON-CL1-2023-STAYHEALTHY-01-06', [
    ['HEATWORK', 'Occupational heat stress in agriculture and construction', 'HEATWORK measures heat stress among agricultural and construction workers and tests work-rest schedules and cooling garments.'],
  ]],
  ['HORIZON-CL3-2021-DRS-01-02', [
    ['CITIZENALERT', 'Public warning and community preparedness for extreme weather', 'CITIZENALERT tests cell-broadcast warnings and neighbourhood preparedness plans for floods and storms with municipalities.'],
  ]],
  ['HORIZON-INFRA-2022-DEV-01-01', [
    ['OCEANOBS', 'Integrated ocean observation infrastructure for the Mediterranean', 'OCEANOBS prepares an integrated network of gliders, moorings and coastal stations for the Mediterranean.'],
  ]],
  ['ERC-2023-COG', [
    ['PERMAFROST', 'Carbon release from thawing permafrost in a warming Arctic', 'PERMAFROST quantifies how much carbon thawing permafrost releases as methane and CO2 by combining field campaigns with isotope measurements.'],
  ]],
  ['HORIZON-CL5-2024-D5-01-06', [
    ['EFUEL-SAF', 'Power-to-liquid jet fuel from renewable hydrogen and captured CO2', 'EFUEL-SAF integrates a co-electrolyser with a Fischer-Tropsch unit to produce synthetic kerosene from renewable electricity and biogenic CO2.'],
  ]],
]

// Sentences that continue a project's objective, by domain ({A} = the acronym), and the
// euroSciVoc fields of each domain [code, path, title].
const POOLS = {
  solar: [
    'The consortium will qualify the new devices against IEC 61215 and IEC 61730 and report levelised costs of electricity for three European climates.',
    '{A} pays particular attention to the supply of critical materials, replacing indium and silver wherever the efficiency allows.',
    'Life-cycle assessment will accompany every design choice so that the energy payback time stays below one year.',
    'Field data from outdoor test sites will be shared openly to help standardisation bodies update reliability test sequences.',
    'An industrial advisory board of module makers and installers will steer the work towards products that European manufacturers can build.',
  ],
  wind: [
    'Results will be validated with measurements from operating turbines and from tank and wind-tunnel tests.',
    '{A} will publish a reference design and open data sets so that the whole sector can benefit from the results.',
    'The environmental monitoring plan covers underwater noise, seabirds and the effect of the structures on benthic habitats.',
    'Port operators, installers and certification bodies take part so that the solutions can be certified and deployed at commercial scale.',
    'The project expects to reduce the levelised cost of energy by at least 10% compared with the state of the art.',
  ],
  hydrogen: [
    'Stacks will be operated for at least 2000 hours under dynamic load profiles taken from real wind and solar plants.',
    '{A} will assess the full value chain, from renewable electricity to end users, including safety codes and permitting.',
    'A techno-economic analysis will compare the cost of hydrogen with fossil hydrogen and identify the conditions under which it becomes competitive.',
    'Critical raw materials are reduced by design, and a recycling route for the stacks is developed together with the consortium partners.',
    'The results feed into the work of the Clean Hydrogen Partnership and into national hydrogen strategies.',
  ],
  storage: [
    'Cells and systems will be tested under realistic duty cycles and their ageing modelled with physics-based and data-driven methods.',
    '{A} will produce a digital battery passport prototype documenting the origin, carbon footprint and state of health of each unit.',
    'Safety testing includes thermal runaway propagation and abuse tests carried out by an accredited laboratory.',
    'The project prepares a European supply chain that reduces dependence on imported materials and cells.',
    'A life-cycle assessment and a cost model compare the new technology with lithium-ion benchmarks.',
  ],
  buildings: [
    'Pilot buildings in contrasting climates will be monitored for at least one heating and one cooling season.',
    '{A} involves residents from the start, with co-design workshops and post-occupancy surveys on comfort and affordability.',
    'Business models, including energy-performance contracting and on-bill financing, are developed with banks and public authorities.',
    'The solutions will be documented in open design guides and training material for installers and architects.',
    'The project targets energy savings of at least 60% and a reduction of renovation time and cost by a third.',
  ],
  grid: [
    'Demonstrations take place under real operating conditions with distribution system operators, aggregators and suppliers.',
    '{A} follows the European interoperability reference architecture and open standards so that the solutions can be replicated.',
    'Citizens and small businesses take part as active customers, and their engagement is studied with social science methods.',
    'Regulatory barriers identified during the pilots are reported to national regulators and to the European Commission.',
    'Cybersecurity and data protection are built into the platforms from the design stage.',
  ],
  mobility: [
    'Pilots in several cities will measure emissions, costs, user acceptance and the effect on congestion.',
    '{A} works closely with public transport operators and city administrations to embed the results in sustainable urban mobility plans.',
    'Data collected during the pilots will be made available through open interfaces compatible with the common European mobility data space.',
    'Accessibility and affordability for users with reduced mobility and low incomes are assessed in every pilot.',
    'A replication programme will transfer the solutions to follower cities in central and eastern Europe.',
  ],
  aviation: [
    'The concepts are evaluated with life-cycle assessment, including non-CO2 effects, and against the targets of the European Green Deal.',
    '{A} brings together manufacturers, operators, fuel producers and regulators to address certification from the start.',
    'Safety, training and bunkering procedures are developed with classification societies and port or airport authorities.',
    'The project delivers a roadmap for deployment up to 2035 with investment needs and policy recommendations.',
  ],
  adapt: [
    'Results will be delivered through a climate services platform co-designed with regional and local authorities.',
    '{A} uses the latest CMIP6 projections and high-resolution regional models to quantify uncertainty.',
    'Vulnerable groups, including older people and low-income households, receive particular attention.',
    'The project contributes to the IPCC assessment cycle and to the EU Mission on Adaptation to Climate Change.',
    'Open data and models will be published following the FAIR principles.',
  ],
  ccus: [
    'The full chain, from capture to transport and storage or use, is assessed for cost, energy penalty and life-cycle emissions.',
    '{A} develops a monitoring, reporting and verification approach that meets the requirements of the EU Emissions Trading System.',
    'Public acceptance is studied through dialogue with local communities near the demonstration sites.',
    'The results will support the EU target of storing 50 million tonnes of CO2 per year by 2030.',
  ],
  food: [
    'Consumers, retailers and food businesses take part in living labs that test the solutions in everyday settings.',
    '{A} assesses nutritional quality, food safety, environmental footprint and cost for every product and practice.',
    'The project contributes to the Farm to Fork Strategy and to the EU Code of Conduct on Responsible Food Business Practices.',
    'Small and medium-sized food companies receive support to adopt the new ingredients and processes.',
    'Results on consumer acceptance will be shared with policymakers and public procurement officers.',
  ],
  circular: [
    'A life-cycle assessment and a life-cycle costing compare the circular routes with virgin material production.',
    '{A} works with collection schemes, recyclers and brands so that recovered materials find buyers.',
    'Digital product passports and design-for-recycling guidelines will be developed with standardisation bodies.',
    'Regulatory barriers, such as end-of-waste criteria, are analysed and addressed with public authorities.',
    'The project aims to bring the key technologies to technology readiness level 7.',
  ],
  biodiv: [
    'Monitoring follows standard protocols so that the results can be compared across sites and feed national biodiversity reporting.',
    '{A} works with farmers, landowners and nature conservation organisations to make restoration measures economically viable.',
    'The project contributes to the EU Biodiversity Strategy for 2030 and to the Nature Restoration Regulation.',
    'Citizen science activities involve local communities in monitoring species and habitats.',
  ],
  agri: [
    'On-farm trials run for at least three growing seasons across contrasting pedo-climatic zones.',
    '{A} follows a multi-actor approach in which farmers, advisers and scientists co-design the practices.',
    'Economic analysis covers farm income, labour and risk, and the design of incentives under the Common Agricultural Policy.',
    'Results will be translated into practice abstracts in the EIP-AGRI format and into training for advisers.',
  ],
  water: [
    'Demonstration sites cover different climates, water uses and regulatory settings.',
    '{A} works with water utilities, river basin authorities and farmers to align the solutions with the Water Framework Directive.',
    'Risk assessment covers chemical and microbiological contaminants, including emerging pollutants.',
    'Decision-support tools will be released as open-source software with training for water managers.',
  ],
  ocean: [
    'Monitoring combines ship surveys, autonomous platforms, satellite data and citizen observations.',
    '{A} cooperates with fishers, aquaculture producers and marine protected area managers.',
    'The results contribute to the Marine Strategy Framework Directive and to the EU Mission Restore our Ocean and Waters.',
    'Open data will be delivered to EMODnet and the Copernicus Marine Service.',
  ],
  forest: [
    'Field experiments and models cover boreal, temperate and Mediterranean forests.',
    '{A} works with forest owners, forest services and the wood industry to turn the results into management guidelines.',
    'The project contributes to the EU Forest Strategy for 2030 and to national forest fire plans.',
  ],
  soil: [
    'Living labs and lighthouses follow the approach of the EU Mission A Soil Deal for Europe.',
    '{A} harmonises sampling and analysis methods so that results feed the European soil observatory.',
    'Farmers, land managers and citizens are trained to assess soil health with simple tools.',
  ],
  cities: [
    'The pilot cities share their experience with twin cities through peer learning and study visits.',
    '{A} combines technical solutions with new governance and financing models, such as municipal green bonds.',
    'Citizens take part in the design of the measures through participatory budgeting and neighbourhood assemblies.',
  ],
  industry: [
    'The technology will be demonstrated at pilot scale in an operational environment.',
    '{A} has secured letters of intent from industrial customers for the first commercial units.',
    'The company plans to grow its team and open a production line in Europe within three years.',
    'Life-cycle assessment shows a substantial reduction of greenhouse gas emissions compared with the incumbent technology.',
  ],
  digital: [
    'The methods will be validated in industrial use cases and released as open-source software.',
    '{A} follows the principles of the AI Act on transparency, robustness and human oversight.',
    'Energy consumption of computation is measured and reduced as a design objective.',
  ],
  social: [
    'The project combines qualitative and quantitative research with participatory methods.',
    '{A} will produce policy briefs and training material for practitioners and public authorities.',
    'Gender and diversity are considered throughout the research and in the composition of the teams.',
  ],
  health: [
    'Clinical and cohort data are analysed under strict data protection rules.',
    '{A} involves patient organisations and public health authorities in defining the research questions.',
    'Results will be shared with the European Centre for Disease Prevention and Control and national health agencies.',
  ],
  science: [
    'The project will train early-career researchers in an interdisciplinary environment.',
    'Results will be published in open access and the data deposited in public repositories.',
    '{A} opens new research directions that could inform future technologies and policies.',
  ],
}

const FIELDS = {
  solar: [['/25/39/27/291/893', '/engineering and technology/environmental engineering/energy and fuels/renewable energy/solar energy/photovoltaic', 'photovoltaic']],
  wind: [['/25/39/27/291/891', '/engineering and technology/environmental engineering/energy and fuels/renewable energy/wind power', 'wind power']],
  hydrogen: [['/25/39/27/105', '/engineering and technology/environmental engineering/energy and fuels/fuel cells', 'fuel cells'], ['/23/31/89/1387', '/natural sciences/chemical sciences/electrochemistry/electrolysis', 'electrolysis']],
  storage: [['/25/39/27/85', '/engineering and technology/environmental engineering/energy and fuels/energy conversion', 'energy conversion'], ['/23/31/89/115', '/natural sciences/chemical sciences/electrochemistry/electric batteries', 'electric batteries']],
  buildings: [['/25/35/47/261', '/engineering and technology/civil engineering/architecture engineering/sustainable architecture/sustainable building', 'sustainable building']],
  grid: [['/25/37/43/143', '/engineering and technology/electrical engineering, electronic engineering, information engineering/electrical engineering/power engineering/electric power distribution', 'electric power distribution'], ['/25/39/27/291', '/engineering and technology/environmental engineering/energy and fuels/renewable energy', 'renewable energy']],
  mobility: [['/25/47/1177', '/engineering and technology/mechanical engineering/vehicle engineering/automotive engineering/electric vehicles', 'electric vehicles'], ['/29/341/2387', '/social sciences/economics and business/urban mobility', 'urban mobility']],
  aviation: [['/25/47/1175', '/engineering and technology/mechanical engineering/vehicle engineering/aerospace engineering/aircraft', 'aircraft'], ['/25/39/27/1043', '/engineering and technology/environmental engineering/energy and fuels/liquid fuels', 'liquid fuels']],
  adapt: [['/23/29/217/1047', '/natural sciences/earth and related environmental sciences/atmospheric sciences/climatology/climatic changes', 'climatic changes']],
  ccus: [['/25/39/99/1401', '/engineering and technology/environmental engineering/carbon capture engineering', 'carbon capture engineering']],
  food: [['/27/59/375', '/agricultural sciences/agriculture, forestry, and fisheries/food science', 'food science'], ['/29/341/1597', '/social sciences/economics and business/business and management/business models', 'business models']],
  circular: [['/25/39/95/1385', '/engineering and technology/environmental engineering/waste management/waste treatment processes/recycling', 'recycling'], ['/29/341/2381', '/social sciences/economics and business/economics/sustainable economy', 'sustainable economy']],
  biodiv: [['/23/33/53/611', '/natural sciences/biological sciences/ecology/ecosystems', 'ecosystems'], ['/23/33/53/1381', '/natural sciences/biological sciences/ecology/conservation biology', 'conservation biology']],
  agri: [['/27/59/365', '/agricultural sciences/agriculture, forestry, and fisheries/agriculture/agronomy', 'agronomy'], ['/27/59/369', '/agricultural sciences/agriculture, forestry, and fisheries/agriculture/sustainable agriculture', 'sustainable agriculture']],
  water: [['/25/39/69/1417', '/engineering and technology/environmental engineering/water treatment processes/wastewater treatment processes', 'wastewater treatment processes'], ['/23/29/231', '/natural sciences/earth and related environmental sciences/hydrology', 'hydrology']],
  ocean: [['/23/29/223/1025', '/natural sciences/earth and related environmental sciences/oceanography', 'oceanography'], ['/27/59/383', '/agricultural sciences/agriculture, forestry, and fisheries/fisheries', 'fisheries']],
  forest: [['/27/59/379', '/agricultural sciences/agriculture, forestry, and fisheries/forestry', 'forestry']],
  soil: [['/23/29/235', '/natural sciences/earth and related environmental sciences/soil sciences', 'soil sciences']],
  cities: [['/29/343/811', '/social sciences/sociology/urban planning', 'urban planning'], ['/25/39/27/291', '/engineering and technology/environmental engineering/energy and fuels/renewable energy', 'renewable energy']],
  industry: [['/25/45/2011', '/engineering and technology/materials engineering/metallurgy', 'metallurgy'], ['/25/39/27/85', '/engineering and technology/environmental engineering/energy and fuels/energy conversion', 'energy conversion']],
  digital: [['/23/27/1101/1005', '/natural sciences/computer and information sciences/artificial intelligence/machine learning', 'machine learning']],
  social: [['/29/343/343', '/social sciences/sociology/social inequalities', 'social inequalities'], ['/31/345/2111', '/humanities/history and archaeology/cultural heritage', 'cultural heritage']],
  health: [['/21/39/227', '/medical and health sciences/health sciences/infectious diseases/viral infections', 'viral infections'], ['/21/41/1147', '/medical and health sciences/health sciences/public health/epidemiology', 'epidemiology']],
  science: [['/23/29/217', '/natural sciences/earth and related environmental sciences/atmospheric sciences', 'atmospheric sciences'], ['/23/31/97', '/natural sciences/chemical sciences/catalysis', 'catalysis']],
}

const OUT = join(dirname(fileURLToPath(import.meta.url)), '../../src/modules/grants/ingestion/data/sample/cordis')
const SNAPSHOT = Date.UTC(2026, 10, 15)
const DAY = 86_400_000

// ---- deterministic randomness -------------------------------------------------------------
function hash (text) {
  let h = 2166136261
  for (const c of text) h = Math.imul(h ^ c.charCodeAt(0), 16777619)
  return h >>> 0
}
function rng (key) {
  let a = hash(key)
  return () => {
    a = (a + 0x6D2B79F5) >>> 0
    let t = Math.imul(a ^ (a >>> 15), 1 | a)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}
const between = (r, lo, hi) => lo + (hi - lo) * r()
const int = (r, lo, hi) => Math.floor(between(r, lo, hi + 1))
const pick = (r, list) => list[Math.floor(r() * list.length)]
function shuffle (r, list) {
  const out = [...list]
  for (let i = out.length - 1; i > 0; i--) { const j = Math.floor(r() * (i + 1)); [out[i], out[j]] = [out[j], out[i]] }
  return out
}

// ---- dates and money ------------------------------------------------------------------------
const iso = (ms) => new Date(ms).toISOString().slice(0, 10)
const monthStart = (y, m) => Date.UTC(y, m, 1)
const addMonths = (ms, n) => { const d = new Date(ms); return Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + n, d.getUTCDate()) }
const stamp = (ms, r) => `${iso(ms)} ${String(int(r, 7, 18)).padStart(2, '0')}:${String(int(r, 0, 59)).padStart(2, '0')}:${String(int(r, 0, 59)).padStart(2, '0')}`
/** CORDIS CSV money: `2073781,25`, or `4924771` for a whole amount. */
const commaMoney = (cents) => (cents % 100 === 0 ? String(cents / 100) : `${Math.floor(cents / 100)},${String(cents % 100).padStart(2, '0')}`)
const dotMoney = (cents) => (cents % 100 === 0 ? String(cents / 100) : `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`)

// ---- programme rules ------------------------------------------------------------------------
const SCHEMES = {
  RIA: { he: 'HORIZON-RIA', h2020: 'RIA', amount: [2_400_000, 6_500_000], size: [6, 13], months: [36, 48] },
  IA: { he: 'HORIZON-IA', h2020: 'IA', amount: [4_000_000, 13_500_000], size: [8, 16], months: [36, 48] },
  CSA: { he: 'HORIZON-CSA', h2020: 'CSA', amount: [800_000, 2_500_000], size: [6, 11], months: [24, 36] },
  EIC: { he: 'HORIZON-EIC', amount: [2_200_000, 3_900_000], size: [3, 6], months: [36, 48] },
  'EIC-ACC': { he: 'HORIZON-EIC-ACC-BF', amount: [1_200_000, 2_500_000], size: [1, 1], months: [24, 30] },
  ERC: { he: 'HORIZON-ERC', amount: [1_400_000, 2_000_000], size: [1, 1], months: [60, 60] },
  'MSCA-DN': { he: 'HORIZON-TMA-MSCA-DN', amount: [2_400_000, 3_300_000], size: [8, 12], months: [48, 48] },
  'MSCA-PF': { he: 'HORIZON-TMA-MSCA-PF-EF', amount: [165_000, 230_000], size: [1, 1], months: [24, 24] },
}

const LEGAL_BASIS = [
  [/^HORIZON-CL1-/, 'HORIZON.2.1'], [/^HORIZON-CL2-/, 'HORIZON.2.2'], [/^HORIZON-CL3-/, 'HORIZON.2.3'],
  [/^HORIZON-CL4-/, 'HORIZON.2.4'], [/^HORIZON-CL5-/, 'HORIZON.2.5'], [/^HORIZON-CL6-/, 'HORIZON.2.6'],
  [/^HORIZON-MISS-.*-(CLIMA|CIT)-/, 'HORIZON.2.5'], [/^HORIZON-MISS-/, 'HORIZON.2.6'], [/^HORIZON-EIC-/, 'HORIZON.3.1'],
  [/^ERC-/, 'HORIZON.1.1'], [/^HORIZON-MSCA-/, 'HORIZON.1.2'], [/^HORIZON-INFRA-/, 'HORIZON.1.3'],
  [/^LC-SC3-EE-/, 'H2020-EU.3.3.1.'], [/^LC-SC3-/, 'H2020-EU.3.3.2.'], [/^LC-(GV|MG)-/, 'H2020-EU.3.4.'],
  [/^CE-SFS-|^SFS-/, 'H2020-EU.3.2.1.1.'], [/^LC-CLA-/, 'H2020-EU.3.5.1.'], [/^CE-SC5-/, 'H2020-EU.3.5.3.'],
]
const legalBasis = (topic) => LEGAL_BASIS.find(([re]) => re.test(topic))[1]

const H2020_CALLS = {
  'LC-SC3-RES-4-2018': 'H2020-LC-SC3-2018-RES-SingleStage', 'LC-SC3-EE-1-2018-2019-2020': 'H2020-LC-SC3-EE-2018',
  'LC-GV-05-2019': 'H2020-LC-GV-2018-2019-2020', 'CE-SFS-25-2020': 'H2020-SFS-2018-2020', 'LC-CLA-08-2020': 'H2020-LC-CLA-2020-2',
  'CE-SC5-07-2018-2019-2020': 'H2020-SC5-2018-2019-2020', 'LC-MG-1-2-2019': 'H2020-LC-MG-2019', 'SFS-35-2019-2020': 'H2020-SFS-2018-2020',
  'LC-SC3-ES-3-2018-2020': 'H2020-LC-SC3-2018-ES-SCC',
}
function callOf (topic) {
  if (H2020_CALLS[topic]) return H2020_CALLS[topic]
  if (/^ERC-|ACCELERATOR-\d+$/.test(topic)) return topic
  return topic.replace(/-\d+$/, '')
}
const yearOf = (topic, r) => {
  const years = [...topic.matchAll(/(?:^|-)(20[12]\d)(?=-|$)/g)].map((m) => Number(m[1]))
  return years.length ? pick(r, years) : 2022
}

// ---- consortia ------------------------------------------------------------------------------
// Companies (and a few specialised institutes) join projects of their own field; universities,
// public bodies and associations join any.
const AFFINITY = {
  H2LAUSITZ: 'hydrogen industry grid', KKRM: 'circular', NOE: 'wind ocean', AGRASYS: 'agri food soil', SWU: 'grid buildings cities mobility',
  BAN: 'storage mobility', MDC: 'mobility cities aviation adapt', HVA: 'hydrogen solar', BIONORTE: 'circular food aviation ccus', ARSM: 'water agri',
  ECOMAT: 'circular buildings industry', REIL: 'grid storage buildings', TCP: 'circular', GENB: 'wind ocean', CBN: 'circular buildings',
  AWT: 'grid water', GAS: 'aviation hydrogen', FSN: 'industry hydrogen ccus', SBI: 'forest circular agri', KIERTO: 'circular industry',
  IEO: 'solar grid buildings', ONDAZUL: 'wind ocean', HELIOS: 'grid solar digital', BBA: 'ocean food', EVS: 'solar grid', ZALOG: 'mobility',
  KKIE: 'solar', CFS: 'circular', SOLARWERK: 'solar', TSS: 'storage buildings industry', MICROBRE: 'food ocean ccus', SRA: 'mobility digital',
  HVNJ: 'hydrogen wind', GEOTIC: 'grid buildings', BPW: 'circular food', DTS: 'digital buildings health',
  FSS: 'solar', DCV: 'wind', NIHE: 'ocean wind aviation', IKB: 'adapt science cities', CNISV: 'soil agri biodiv', IMIH: 'health digital',
  FSD: 'health social', ULSHW: 'social', INCDD: 'biodiv water ocean', CACT: 'agri food', AGROTER: 'agri food soil biodiv', CADE: 'agri food water',
  GRONINGEN: 'cities grid buildings mobility adapt circular', WROCLAW: 'cities grid buildings mobility adapt circular', AMPM: 'cities mobility adapt water ocean',
  AEBM: 'grid buildings cities solar', HBS: 'hydrogen aviation ocean mobility', CMBO: 'cities mobility adapt circular', EASM: 'mobility cities aviation',
  EGS: 'grid solar buildings', LVTA: 'grid digital', SIAOH: 'circular industry', MMRF: 'ocean wind', ILTE: 'grid buildings solar hydrogen',
}
function fits (org, domain) {
  const tags = AFFINITY[org.short]
  return tags ? tags.split(' ').includes(domain) : true
}

// Swiss participants, and British ones before the UK's association in 2024, take part in
// Horizon Europe without EU funding (associatedPartner, no contribution).
const unfundedIn = (framework, year) => (o) => framework === 'HORIZON' && (o.country === 'CH' || (o.country === 'UK' && year < 2024))

function consortium (r, orgs, domain, scheme, size, unfunded) {
  const candidates = orgs.filter((o) => fits(o, domain))
  if (scheme === 'EIC-ACC') {
    const smes = candidates.filter((o) => o.type === 'PRC' && o.sme)
    return [pick(r, smes.length ? smes : orgs.filter((o) => o.sme))]
  }
  const research = candidates.filter((o) => (o.type === 'HES' || o.type === 'REC') && !unfunded(o))
  if (size === 1) return [pick(r, research)]
  const coordinator = scheme === 'IA' && r() < 0.35 ? pick(r, candidates.filter((o) => o.type === 'PRC' && !unfunded(o))) ?? pick(r, research) : pick(r, research)
  // Collaborative projects usually count a few SMEs among their partners.
  const wantedSmes = { IA: int(r, 2, 4), RIA: int(r, 1, 2), CSA: int(r, 0, 2), EIC: int(r, 1, 2), 'MSCA-DN': int(r, 1, 2) }[scheme] ?? 0
  const smes = shuffle(r, candidates.filter((o) => o.sme && o !== coordinator && !unfunded(o))).slice(0, wantedSmes)
  const rest = [...smes, ...shuffle(r, candidates.filter((o) => o !== coordinator && !smes.includes(o)))]
  const members = [coordinator]
  const countries = new Set([coordinator.country])
  // At least three countries, as the rules for collaborative projects require.
  for (const org of rest) {
    if (members.length >= size) break
    if (members.length >= size - 2 && countries.size < 3 && countries.has(org.country)) continue
    members.push(org)
    countries.add(org.country)
  }
  return members
}

/** Splits the EU contribution between participants (in cents; associated partners get none). */
function split (r, members, totalCents, unfunded) {
  const weights = members.map((o, i) => (unfunded(o) ? 0 : (i === 0 ? 1.6 : between(r, 0.5, 1.3))))
  const sum = weights.reduce((a, b) => a + b, 0)
  const shares = weights.map((w) => Math.round((totalCents * w) / sum))
  const first = shares.findIndex((s, i) => weights[i] > 0)
  shares[first] += totalCents - shares.reduce((a, b) => a + b, 0)
  return shares
}

// ---- one project ----------------------------------------------------------------------------
const usedIds = new Set()
function grantId (r, year, framework) {
  const ranges = framework === 'H2020'
    ? { 2018: [815000, 849999], 2019: [860000, 889999], 2020: [951000, 966999] }
    : { 2021: [101056000, 101069999], 2022: [101069000, 101099999], 2023: [101095000, 101139999], 2024: [101120000, 101169999] }
  const [lo, hi] = ranges[year] ?? ranges[Object.keys(ranges).at(-1)]
  for (;;) { const id = int(r, lo, hi); if (!usedIds.has(id)) { usedIds.add(id); return String(id) } }
}

function objective (r, acronym, specific, domain, members) {
  const pool = shuffle(r, POOLS[domain])
  const sentences = [specific, ...pool.slice(0, int(r, 2, 3)).map((s) => s.replaceAll('{A}', acronym))]
  const countries = new Set(members.map((o) => o.country)).size
  if (members.length > 2 && r() < 0.55) {
    const smes = members.filter((o) => o.sme).length
    sentences.push(`The consortium brings together ${members.length} partners from ${countries} countries${smes ? `, including ${smes} SME${smes > 1 ? 's' : ''},` : ''} covering research, industry and end users.`)
  }
  return sentences.join(' ')
}

function makeProject (topic, concept, framework) {
  const [code, topicTitle, domain, scheme] = topic
  const [acronym, title, specific] = concept
  const r = rng(`${code}/${acronym}`)
  const rules = SCHEMES[scheme]
  const year = yearOf(code, r)
  const signed = addMonths(monthStart(year, int(r, 2, 10)), int(r, 7, 13)) + int(r, 0, 27) * DAY
  const startMonth = new Date(addMonths(signed, int(r, 1, 3)))
  let start = monthStart(startMonth.getUTCFullYear(), startMonth.getUTCMonth())
  if (start > Date.UTC(2026, 9, 1)) start = Date.UTC(2026, 9, 1)
  const months = int(r, ...rules.months)
  const end = addMonths(start, months) - DAY
  const unfunded = unfundedIn(framework, year)
  const members = consortium(r, ORGS_OBJ, domain, scheme, int(r, ...rules.size), unfunded)
  // About a third of CORDIS amounts are whole euros, the rest have cents.
  const whole = r() < 0.3
  const eur = between(r, ...rules.amount)
  const euCents = whole ? Math.round(eur) * 100 : Math.round(eur * 100)
  const shares = split(r, members, euCents, unfunded)
  const participants = members.map((org, i) => {
    const rate = scheme === 'IA' && org.type === 'PRC' ? 0.7 : 1
    const own = shares[i] === 0 ? Math.round(between(r, 90_000, 260_000)) * 100 : 0
    const cost = shares[i] === 0 ? own : Math.round(shares[i] / rate)
    const unfunded = shares[i] === 0
    return { org, order: i + 1, role: i === 0 ? 'coordinator' : unfunded ? 'associatedPartner' : 'participant', contribution: shares[i], cost }
  })
  const totalCents = participants.reduce((a, p) => a + p.cost, 0)
  const status = acronym === 'ALGAEPACK' ? 'TERMINATED' : end < SNAPSHOT ? 'CLOSED' : 'SIGNED'
  const updated = Math.min(status === 'CLOSED' ? end + int(r, 40, 200) * DAY : signed + int(r, 60, 900) * DAY, SNAPSHOT - int(r, 5, 40) * DAY)
  const id = grantId(r, year, framework)
  return {
    id, acronym, title, domain, scheme, framework, topic: code, topicTitle, call: callOf(code),
    status, start, end, signed, updated: stamp(updated, r), totalCents, euCents,
    objective: objective(r, acronym, specific, domain, members),
    participants, fields: FIELDS[domain].slice(0, int(r, 1, FIELDS[domain].length)),
    rcn: String(framework === 'H2020' ? int(r, 215000, 232000) : int(r, 240000, 268000)),
  }
}

const ORGS_OBJ = ORGS.map(([name, short, country, type, sme, city, nuts, street, postCode], i) =>
  ({ name, short, country, type, sme, city, nuts, street, postCode, pic: String(999_400_000 + ((i * 7919) % 599_999)) }))

// ---- writers --------------------------------------------------------------------------------
const PROJECT_HEADER = ['id', 'acronym', 'status', 'title', 'startDate', 'endDate', 'totalCost', 'ecMaxContribution', 'legalBasis', 'topics',
  'ecSignatureDate', 'frameworkProgramme', 'masterCall', 'subCall', 'fundingScheme', 'nature', 'objective', 'contentUpdateDate', 'rcn', 'grantDoi']
const ORG_HEADER = ['projectID', 'projectAcronym', 'organisationID', 'vatNumber', 'name', 'shortName', 'SME', 'activityType', 'street', 'postCode',
  'city', 'country', 'nutsCode', 'geolocation', 'organizationURL', 'contactForm', 'contentUpdateDate', 'rcn', 'order', 'role', 'ecContribution',
  'netEcContribution', 'totalCost', 'endOfParticipation', 'active']
const quote = (v) => `"${String(v ?? '').replaceAll('"', '""')}"`
const csvLine = (values) => values.map(quote).join(';')

function projectRow (p, money = commaMoney) {
  return {
    id: p.id, acronym: p.acronym, status: p.status, title: p.title, startDate: iso(p.start), endDate: iso(p.end),
    totalCost: money(p.totalCents), ecMaxContribution: money(p.euCents), legalBasis: legalBasis(p.topic), topics: p.topic,
    ecSignatureDate: iso(p.signed), frameworkProgramme: p.framework, masterCall: p.call, subCall: p.call,
    fundingScheme: SCHEMES[p.scheme].he, nature: '', objective: p.objective, contentUpdateDate: p.updated, rcn: p.rcn, grantDoi: `10.3030/${p.id}`,
  }
}

function orgRows (p, money = commaMoney) {
  return p.participants.map(({ org, order, role, contribution, cost }) => ({
    projectID: p.id, projectAcronym: p.acronym, organisationID: org.pic, vatNumber: vat(org), name: org.name, shortName: org.short,
    SME: org.sme ? 'true' : 'false', activityType: org.type, street: org.street, postCode: org.postCode, city: org.city, country: org.country,
    nutsCode: org.nuts, geolocation: '', organizationURL: '', contactForm: '',
    contentUpdateDate: p.updated, rcn: String(2_000_000 + Number(org.pic.slice(-6)) % 700_000), order: String(order), role,
    ecContribution: money(contribution), netEcContribution: money(contribution), totalCost: money(cost), endOfParticipation: 'false', active: 'true',
  }))
}
const vat = (org) => (['PRC'].includes(org.type) ? `${org.country}${String(hash(org.name)).padStart(10, '0').slice(0, 9)}` : '')

const fieldRows = (p) => p.fields.map(([code, path, title]) => ({ projectID: p.id, euroSciVocCode: code, euroSciVocPath: path, euroSciVocTitle: title, euroSciVocDescription: '' }))

function writeCsv (name, header, rows, extraLines = []) {
  const lines = [csvLine(header), ...rows.map((row) => csvLine(header.map((h) => row[h]))), ...extraLines]
  writeFileSync(join(OUT, name), lines.join('\n') + '\n')
}

const xmlEscape = (v) => String(v).replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;')
const ACTIVITY = { HES: 'Higher or Secondary Education Establishments', REC: 'Research Organisations', PRC: 'Private for-profit entities (excluding Higher or Secondary Education Establishments)', PUB: 'Public bodies (excluding Research Organisations and Secondary or Higher Education Establishments)', OTH: 'Other' }

function xmlProject (p) {
  const orgs = p.participants.map(({ org, order, role, contribution, cost }) => `
			<organization type="${role}" source="corda" order="${order}" ecContribution="${dotMoney(contribution)}" terminated="false" sme="${org.sme}" netEcContribution="${dotMoney(contribution)}" totalCost="${dotMoney(cost)}">
				<availableLanguages readOnly="true">en</availableLanguages>
				<id>${org.pic}</id>${vat(org) ? `
				<vatNumber>${vat(org)}</vatNumber>` : ''}
				<legalName>${xmlEscape(org.name)}</legalName>
				<shortName>${xmlEscape(org.short)}</shortName>
				<address>
					<street>${xmlEscape(org.street)}</street>
					<postalCode>${xmlEscape(org.postCode)}</postalCode>
					<city>${xmlEscape(org.city)}</city>
					<country>${org.country}</country>
				</address>
				<relations>
					<categories>
						<category classification="organizationActivityType" type="relatedOrganizationActivityType">
							<code>${org.type}</code>
							<title>${xmlEscape(ACTIVITY[org.type])}</title>
						</category>
					</categories>
				</relations>
			</organization>`).join('')
  const fields = p.fields.map(([code, path, title]) => `
			<category classification="euroSciVoc" type="isInFieldOfScience">
				<code>${code}</code>
				<title>${xmlEscape(title)}</title>
				<displayCode readOnly="true">${xmlEscape(path)}</displayCode>
			</category>`).join('')
  return `	<project>
		<language>en</language>
		<availableLanguages readOnly="true">en</availableLanguages>
		<rcn>${p.rcn}</rcn>
		<id>${p.id}</id>
		<acronym>${xmlEscape(p.acronym)}</acronym>
		<identifiers>
			<grantDoi>10.3030/${p.id}</grantDoi>
		</identifiers>
		<teaser>${xmlEscape(p.objective.split('. ')[0])}.</teaser>
		<objective>${xmlEscape(p.objective)}</objective>
		<title>${xmlEscape(p.title)}</title>
		<status>${p.status}</status>
		<startDate>${iso(p.start)}</startDate>
		<endDate>${iso(p.end)}</endDate>
		<ecSignatureDate>${iso(p.signed)}</ecSignatureDate>
		<totalCost>${dotMoney(p.totalCents)}</totalCost>
		<ecMaxContribution>${dotMoney(p.euCents)}</ecMaxContribution>
		<frameworkProgramme>H2020</frameworkProgramme>
		<contentUpdateDate>${p.updated}</contentUpdateDate>
		<relations>
			<associations>${orgs}
			<programme source="corda" uniqueProgrammePart="true" type="relatedLegalBasis">
				<code>${legalBasis(p.topic)}</code>
			</programme>
			<programme source="corda" type="relatedTopic">
				<code>${p.topic}</code>
				<title>${xmlEscape(p.topicTitle)}</title>
				<frameworkProgramme>H2020</frameworkProgramme>
			</programme>
			</associations>
			<categories>${fields}
			</categories>
		</relations>
	</project>`
}

// ---- the files ------------------------------------------------------------------------------
const byCode = new Map([...CL5, ...CL6, ...MISSIONS, ...EIC, ...OTHER, ...JSON_TOPICS].map((t) => [t[0], t]))
const csvProjects = [
  ...[...CL5, ...CL6, ...MISSIONS, ...EIC, ...OTHER].flatMap((t) => t[4].map((c) => makeProject(t, c, 'HORIZON'))),
  ...CSV_EXTRA.flatMap(([code, concepts]) => concepts.map((c) => makeProject(byCode.get(code), c, 'HORIZON'))),
]
const jsonProjects = [
  ...JSON_TOPICS.flatMap((t) => t[4].map((c) => makeProject(t, c, 'HORIZON'))),
  ...JSON_EXTRA.flatMap(([code, concepts]) => concepts.map((c) => makeProject(byCode.get(code), c, 'HORIZON'))),
]
const xmlProjects = XML_TOPICS.flatMap((t) => t[4].map((c) => makeProject(t, c, 'H2020')))

mkdirSync(join(OUT, 'json'), { recursive: true })
mkdirSync(join(OUT, 'xml'), { recursive: true })

// Hazards kept in the samples on purpose (the connector must skip them, naming the row):
// an unquoted row whose objective holds the separator, and a row that lost its legalBasis column.
const unquoted = ['101082417', 'GRIDSHIFT', 'SIGNED', 'Shifting industrial demand to hours of surplus renewable power', '2023-03-01', '2026-08-31',
  '3988412,5', '3988412,5', 'HORIZON.2.5', 'HORIZON-CL5-2021-D3-01-13', '2023-01-19', 'HORIZON', 'HORIZON-CL5-2021-D3-01', 'HORIZON-CL5-2021-D3-01',
  'HORIZON-IA', '', 'GRIDSHIFT helps energy-intensive plants move flexible loads to hours of surplus wind and solar power; electrolysers, electric boilers and cold stores are pooled into one virtual power plant; the pilots run in three countries.',
  '2025-02-11 09:14:07', '252113', '10.3030/101082417'].join(';')
const lostColumn = csvLine(['101101735', 'AQUAREUSE', 'SIGNED', 'Closing the water loop in food processing plants', '2023-06-01', '2027-05-31',
  '5214907,75', '4987120', 'HORIZON-CL6-2023-ZEROPOLLUTION-01-02', '2023-04-26', 'HORIZON', 'HORIZON-CL6-2023-ZEROPOLLUTION-01',
  'HORIZON-CL6-2023-ZEROPOLLUTION-01', 'HORIZON-IA', '', 'AQUAREUSE treats and reuses process water in dairy, vegetable and beverage plants, cutting fresh water intake by half. The consortium validates membrane and advanced oxidation trains at four plants.',
  '2025-06-30 11:02:45', '255870', '10.3030/101101735'])

writeCsv('project.csv', PROJECT_HEADER, csvProjects.map((p) => projectRow(p)), [unquoted, lostColumn])
writeCsv('organization.csv', ORG_HEADER, csvProjects.flatMap((p) => orgRows(p)))
writeCsv('topics.csv', ['projectID', 'topic', 'title'], csvProjects.map((p) => ({ projectID: p.id, topic: p.topic, title: p.topicTitle })))
writeCsv('euroSciVoc.csv', ['projectID', 'euroSciVocCode', 'euroSciVocPath', 'euroSciVocTitle', 'euroSciVocDescription'], csvProjects.flatMap(fieldRows))

// The JSON dump: the CSV's field names, amounts as JSON numbers.
const asNumbers = (row, fields) => ({ ...row, ...Object.fromEntries(fields.map((f) => [f, Number(String(row[f]).replace(',', '.'))])) })
const jsonRows = jsonProjects.map((p) => asNumbers(projectRow(p), ['totalCost', 'ecMaxContribution']))
// A third hazard: an object whose amounts and dates are not in CORDIS's formats.
jsonRows.push({ ...projectRow(makeProject(byCode.get('HORIZON-CL6-2024-ZEROPOLLUTION-01-01'), ['SLUDGEZERO', 'Removing microplastics from sewage sludge', 'SLUDGEZERO develops thermal and enzymatic treatments that remove microplastics from sewage sludge before it is spread on fields.'], 'HORIZON')),
  totalCost: '3.120.400,00', ecMaxContribution: '3.412.550,00', startDate: '15/03/2025' })
const json = (name, rows) => writeFileSync(join(OUT, 'json', name), JSON.stringify(rows, null, 1) + '\n')
json('project.json', jsonRows)
json('organization.json', jsonProjects.flatMap((p) => orgRows(p, (cents) => cents / 100).map((o) => ({ ...o, SME: o.SME === 'true', order: Number(o.order) }))))
json('topics.json', jsonProjects.map((p) => ({ projectID: p.id, topic: p.topic, title: p.topicTitle })))
json('euroSciVoc.json', jsonProjects.flatMap(fieldRows))

writeFileSync(join(OUT, 'xml', 'projects.xml'), `<?xml version="1.0" encoding="UTF-8"?>\n<projects xmlns="http://cordis.europa.eu">\n${xmlProjects.map(xmlProject).join('\n')}\n</projects>\n`)

const topics = new Set([...csvProjects, ...jsonProjects, ...xmlProjects].map((p) => p.topic))
console.log(`cordis samples: ${csvProjects.length} CSV + ${jsonProjects.length} JSON + ${xmlProjects.length} XML projects, ${topics.size} topics, 3 hazard rows`)

// Writes the innovate_uk sample files (src/modules/grants/ingestion/data/sample/innovate_uk/) from
// the hand-written lists below: IFS competition overview pages and search pages in the markup of the
// IFS front-door templates, and one GtR-2 projects response. Deterministic: run it again and the files
// are byte-for-byte the same. Dates are relative to the snapshot date 2026-11-15.
//   node scripts/samples/innovate_uk.mjs
import { createHash } from 'node:crypto'
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

// ---- Competitions (hand-written). Dates are UK local times relative to the snapshot 2026-11-15.
// who: any | sme | microsmall | farm | open | sbri | loan | intl | none
// rates: ir | ed | ired | sme | rto | full | none
const COMPETITIONS = [
  // ------------------------------------------------------------------ closed
  { id: 2011, title: 'Farming Innovation Programme: Small R&D Partnerships round 3', pot: '£12.5 million', lead: 'UK registered businesses', to: 'develop innovative solutions that improve productivity, sustainability and resilience in farming',
    open: '2025-01-06 11:00', close: '2025-03-26 11:00', line: 'Farming Innovation Programme', partner: 'the Department for Environment, Food and Rural Affairs (Defra)',
    desc: ['Projects must address a significant challenge faced by farmers or growers in England and bring together businesses with at least one research organisation.', 'We particularly welcome proposals that cut greenhouse gas emissions from crop or livestock production, reduce reliance on synthetic inputs, or improve soil health.'],
    focus: ['precision crop protection and nutrient management', 'livestock health, welfare and emissions', 'controlled environment and protected horticulture', 'on-farm energy use and renewable generation'],
    size: 'Your project’s total eligible costs must be between £250,000 and £500,000. Your project can last up to 3 years.', rates: 'ired', who: 'farm' },
  { id: 2024, title: 'Zero emission freight: depot charging feasibility studies', pot: '£4 million', lead: 'UK registered organisations', to: 'carry out feasibility studies for high-power charging at heavy goods vehicle depots',
    open: '2025-02-10 11:00', close: '2025-04-09 11:00', line: 'Zero Emission HGV and Infrastructure Demonstrator Programme', partner: 'the Department for Transport',
    desc: ['Fleet operators face grid connection delays and uncertain utilisation when they electrify depots. Studies should assess site power, charger layout, smart charging and the business case for shared or public access.'],
    focus: ['grid connection and on-site generation or storage', 'charger specification and duty cycles', 'commercial models for shared depot charging'],
    size: 'Your project’s total eligible costs must be between £50,000 and £250,000.', rates: 'ir', who: 'any' },
  { id: 2039, title: 'Clean Maritime Demonstration Competition Round 6: pre-deployment trials', pot: '£30 million', lead: 'UK registered businesses', to: 'deliver pre-deployment trials of clean maritime technologies in real operating environments',
    open: '2025-03-03 11:00', close: '2025-05-14 11:00', line: 'UK SHORE Programme', partner: 'the Department for Transport',
    desc: ['Trials must take place in UK waters or at UK ports and show how the technology will reduce emissions from vessels or port operations once deployed at scale.', 'Eligible technologies include zero emission vessels, alternative fuels such as ammonia, methanol and hydrogen, wind-assisted propulsion and shore power.'],
    focus: ['zero emission vessels and propulsion systems', 'port-side refuelling and recharging infrastructure', 'wind-assisted propulsion retrofits'],
    size: 'Your project’s total eligible costs must be between £1 million and £10 million.', rates: 'ed', who: 'any' },
  { id: 2047, title: 'Hydrogen supply chain: electrolyser manufacturing scale-up', pot: '£15 million', lead: 'UK registered businesses', to: 'scale up UK manufacture of electrolyser stacks and balance of plant',
    open: '2025-04-07 11:00', close: '2025-06-04 11:00', line: 'Net Zero Innovation Portfolio', partner: 'the Department for Energy Security and Net Zero',
    desc: ['The UK needs a domestic supply chain for low carbon hydrogen production. This competition supports projects that reduce the cost, improve the durability or increase the production rate of electrolyser components.'],
    focus: ['membrane electrode assemblies and catalyst coated membranes', 'automated stack assembly and testing', 'power electronics and balance of plant'],
    size: 'Your project’s total eligible costs must be between £500,000 and £3 million.', rates: 'ired', who: 'any' },
  { id: 2058, title: 'Industrial Fuel Switching 3: demonstration projects', pot: '£40 million', lead: 'UK registered organisations', to: 'demonstrate fuel switching technologies that let industrial sites move to low carbon fuels',
    open: '2025-05-12 11:00', close: '2025-07-23 11:00', line: 'Net Zero Innovation Portfolio', hash: 'e4b1c7d2-6a0f-4b8e-9f51-3c2d8a7e1b90',
    desc: ['Industrial heat accounts for a large share of UK emissions. Projects must demonstrate a switch from natural gas or other fossil fuels to hydrogen, biomass, waste or electrification at an operating industrial site.', 'You must show a credible path to commercial deployment within five years of the project ending.'],
    focus: ['hydrogen-ready burners and kilns', 'electrification of process heat', 'biomass and waste-derived fuels for high temperature processes'],
    size: 'Your project’s total eligible costs must be between £1 million and £8 million.', rates: 'ed', who: 'any' },
  { id: 2066, title: 'Heat pump ready: installer productivity tools', pot: '£6 million', lead: 'UK registered businesses', to: 'develop tools that reduce the time and cost of designing and installing domestic heat pumps',
    open: '2025-06-02 11:00', close: '2025-08-06 11:00', line: 'Net Zero Innovation Portfolio',
    desc: ['Heat pump deployment is held back by the cost of surveys, design and installation. We are looking for digital and hardware innovations that make installers more productive without compromising quality.'],
    focus: ['remote survey and heat loss calculation tools', 'pre-assembled hydraulic modules', 'training and quality assurance platforms'],
    size: 'Your project’s total eligible costs must be between £100,000 and £750,000.', rates: 'ir', who: 'any' },
  { id: 2073, title: 'Sustainable aviation fuel: feedstock pre-treatment feasibility', pot: '£3 million', lead: 'UK registered businesses', to: 'investigate pre-treatment of waste feedstocks for sustainable aviation fuel production',
    open: '2025-06-16 11:00', close: '2025-08-20 11:00', line: 'Advanced Fuels Fund', partner: 'the Department for Transport',
    desc: ['Variable waste feedstocks such as municipal solid waste, forestry residues and used cooking oil need cleaning and conditioning before conversion. Studies should quantify yields, contaminants and life cycle emissions.'],
    focus: ['feedstock sorting and contaminant removal', 'gasification and pyrolysis pre-treatment', 'life cycle assessment of fuel pathways'],
    size: 'Your project’s total eligible costs must be between £100,000 and £400,000.', rates: 'ir', who: 'any' },
  { id: 2085, title: 'Circular critical materials supply chains: recovery and reuse', pot: '£10 million', lead: 'UK registered businesses', to: 'recover, reuse and recycle critical materials such as rare earth elements from end-of-life products',
    open: '2025-07-07 11:00', close: '2025-09-10 11:00', line: 'Circular Critical Materials Supply Chains Programme',
    desc: ['Permanent magnets, batteries and electronics contain critical materials that the UK imports. Projects should design circular supply chains that keep these materials in use.'],
    focus: ['disassembly and sorting of magnets and electronics', 'hydrometallurgical and direct recycling processes', 'traceability of recovered materials'],
    size: 'Your project’s total eligible costs must be between £250,000 and £2 million.', rates: 'ired', who: 'any' },
  { id: 2091, title: 'Biomedical Catalyst 2025: early stage feasibility', pot: '£15 million', lead: 'UK registered SMEs', to: 'develop innovative healthcare products, technologies and processes',
    open: '2025-07-21 11:00', close: '2025-09-24 11:00', line: 'Biomedical Catalyst',
    desc: ['Projects can address any area of human health, including diagnostics, medical devices, therapeutics and digital health. Proposals must be at an early stage and show a clear route to clinical use.'],
    focus: ['diagnostics and medical devices', 'advanced therapies and drug discovery', 'digital health and data-driven care'],
    size: 'Your project’s total eligible costs must be between £50,000 and £500,000.', rates: 'rto', who: 'sme' },
  { id: 2102, title: 'BridgeAI: AI adoption in construction', pot: '£5 million', lead: 'UK registered businesses', to: 'develop and adopt artificial intelligence solutions for the construction sector',
    open: '2025-08-04 11:00', close: '2025-10-01 11:00', line: 'BridgeAI Programme',
    desc: ['Construction has been slow to adopt machine learning. We want projects that apply AI to design, scheduling, site safety or asset management and that are co-developed with construction firms.'],
    focus: ['generative design and scheduling', 'computer vision for site safety', 'predictive maintenance of built assets'],
    size: 'Your project’s total eligible costs must be between £100,000 and £500,000.', rates: 'ir', who: 'microsmall' },
  { id: 2117, title: 'Net zero buildings retrofit: whole-house approaches', pot: '£8 million', lead: 'UK registered businesses', to: 'develop whole-house retrofit solutions that cut energy demand and emissions in existing homes',
    open: '2025-08-18 11:00', close: '2025-10-15 11:00',
    desc: ['Around 80% of the homes that will exist in 2050 have already been built. Projects should combine fabric measures, ventilation and low carbon heating into packages that can be delivered quickly and affordably.', 'We are especially keen on approaches for hard-to-treat homes such as solid wall and listed properties.'],
    focus: ['off-site manufactured insulation systems', 'digital surveys and retrofit coordination', 'financing and aggregation models'],
    size: 'Your project’s total eligible costs must be between £150,000 and £1 million.', rates: 'ired', who: 'any' },
  { id: 2123, title: 'Faraday Battery Challenge: innovation round 7', pot: '£20 million', lead: 'UK registered businesses', to: 'develop battery technologies for electric vehicles and other applications',
    open: '2025-09-01 11:00', close: '2025-11-05 11:00', line: 'Faraday Battery Challenge',
    desc: ['Batteries are central to decarbonising transport. Projects may address cell chemistry, manufacturing processes, battery management systems, second life or recycling.'],
    focus: ['next-generation cell chemistries', 'manufacturing process innovation', 'battery recycling and second life'],
    size: 'Your project’s total eligible costs must be between £500,000 and £5 million.', rates: 'ired', who: 'any' },
  { id: 2138, title: 'Transforming Foundation Industries: resource efficiency demonstrators', pot: '£9 million', lead: 'UK registered businesses', to: 'demonstrate resource and energy efficiency in the glass, ceramics, metals, paper, cement and chemicals sectors',
    open: '2025-09-15 11:00', close: '2025-11-19 11:00', line: 'Transforming Foundation Industries Challenge',
    desc: ['Foundation industries produce about 10% of UK carbon dioxide emissions. Demonstrators should show cross-sector learning, waste heat recovery or the use of secondary raw materials at industrial scale.'],
    focus: ['waste heat recovery and reuse', 'secondary raw materials and industrial symbiosis', 'digital process control'],
    size: 'Your project’s total eligible costs must be between £1 million and £4 million.', rates: 'ed', who: 'any' },
  { id: 2146, title: 'Direct air capture: component innovation', pot: '£7 million', lead: 'UK registered organisations', to: 'develop components that lower the cost and energy use of direct air capture of carbon dioxide',
    open: '2025-10-06 11:00', close: '2025-12-10 11:00', line: 'Direct Air Capture and Greenhouse Gas Removal Programme', variant: 'dates-tab-only',
    desc: ['Greenhouse gas removal will be needed to reach net zero. This competition funds sorbents, contactors, regeneration systems and integration work that bring down the cost per tonne of carbon dioxide captured.'],
    focus: ['solid and liquid sorbent materials', 'low-energy regeneration', 'integration with storage or utilisation'],
    size: 'Your project’s total eligible costs must be between £200,000 and £1.5 million.', rates: 'ir', who: 'open' },
  { id: 2152, title: 'Low-carbon agricultural machinery: electrification and alternative fuels', pot: '£5 million', lead: 'UK registered businesses', to: 'develop low-carbon tractors, robots and field machinery',
    open: '2025-11-03 11:00', close: '2026-01-14 11:00', line: 'Farming Innovation Programme',
    desc: ['Red diesel used in farm machinery is a significant source of agricultural emissions. Projects should develop battery electric, hydrogen or biomethane powered machinery, or autonomous systems that reduce fuel use.'],
    focus: ['electric and hybrid powertrains for field machinery', 'biomethane and hydrogen tractors', 'autonomous lightweight robots'],
    size: 'Your project’s total eligible costs must be between £200,000 and £1 million.', rates: 'ired', who: 'farm' },
  { id: 2167, title: 'Innovate UK Smart grants: August 2026', pot: '£25 million', lead: 'UK registered organisations', to: 'work on game-changing and commercially viable research and development innovation that can significantly impact the UK economy',
    open: '2026-08-10 11:00', close: '2026-10-07 11:00',
    desc: ['This competition is open to proposals from any technology area and any part of the economy. Your proposal must demonstrate a clear, game-changing, innovative and disruptive idea leading to new products, processes or services.'],
    focus: ['any area of technology, science or engineering', 'arts, design, media and the creative industries', 'any application across the economy'],
    size: 'Duration between 6 and 18 months: total eligible project costs between £25,000 and £500,000. Duration between 19 and 36 months: total eligible project costs between £25,000 and £2 million.', rates: 'ired', who: 'any' },
  { id: 2174, title: 'Contracts for Innovation: water leakage detection (SBRI)', pot: '£2 million', lead: 'Organisations', to: 'develop technologies that detect and locate leaks in water distribution networks',
    open: '2026-03-02 11:00', close: '2026-04-15 12:00', type: 'Procurement', partner: 'Ofwat',
    desc: ['Around a fifth of treated water is lost through leakage, wasting the energy and chemicals used to treat it. Phase 1 contracts of up to £100,000 will fund feasibility work, followed by competitive phase 2 field trials.'],
    focus: ['acoustic and satellite leak detection', 'smart meters and pressure management', 'data analytics for network operators'],
    size: null, rates: 'full', who: 'sbri' },
  { id: 2189, title: 'Innovation Loans: Future Economy round 21', pot: '£25 million', lead: 'UK registered SMEs', to: 'apply for loans for late-stage research and development projects with strong commercial potential',
    open: '2026-04-06 11:00', close: '2026-06-03 11:00', type: 'Loan',
    desc: ['Innovation loans support projects that are close to market but cannot secure private finance on acceptable terms. Your project must create a new product, process or service and demonstrate the ability to repay.'],
    focus: ['net zero and clean growth', 'health and wellbeing', 'digital and creative economy'],
    size: 'You can apply for a loan of between £100,000 and £2 million.', rates: 'none', who: 'loan' },
  { id: 2196, title: 'Eureka Network: UK-Canada clean energy collaborative R&D', pot: '£3 million', lead: 'UK registered businesses', to: 'collaborate with Canadian partners on clean energy innovation',
    open: '2026-04-20 11:00', close: '2026-06-17 11:00', line: 'Eureka Network Programme',
    desc: ['Projects must include at least one Canadian business funded by the National Research Council of Canada Industrial Research Assistance Program. Topics include grid integration of renewables, small modular energy storage and clean hydrogen.'],
    focus: ['renewable integration and smart grids', 'energy storage', 'clean hydrogen production and use'],
    size: 'Your UK project’s total eligible costs must be between £100,000 and £500,000.', rates: 'ired', who: 'intl' },
  { id: 2203, title: 'Energy Catalyst Round 11: early stage', pot: '£10 million', lead: 'UK registered businesses', to: 'develop clean energy innovations that address energy access in sub-Saharan Africa and South Asia',
    open: '2026-05-04 11:00', close: '2026-07-01 11:00', line: 'Energy Catalyst',
    desc: ['Projects must address energy access, affordability and decarbonisation in eligible countries. Partners from the target countries should be involved from the start.'],
    focus: ['off-grid solar and mini-grids', 'clean cooking', 'productive use of energy in agriculture'],
    size: 'Your project’s total eligible costs must be between £150,000 and £600,000.', rates: 'ir', who: 'any' },
  { id: 2218, title: 'Future Flight Challenge: zero emission regional aviation integration', pot: '£12 million', lead: 'UK registered businesses', to: 'integrate zero emission aircraft into regional air services',
    open: '2026-05-18 11:00', close: '2026-07-15 11:00', line: 'Future Flight Challenge',
    desc: ['Electric and hydrogen aircraft need new airport infrastructure, airspace procedures and business models. Projects should demonstrate an end-to-end regional service concept.'],
    focus: ['airport charging and hydrogen refuelling', 'airspace integration', 'regional operating models'],
    size: 'Your project’s total eligible costs must be between £500,000 and £3 million.', rates: 'ired', who: 'any' },
  { id: 2227, title: 'Made Smarter Innovation: sustainable smart factory', pot: '£6 million', lead: 'UK registered businesses', to: 'use digital technologies to improve energy and resource efficiency in manufacturing',
    open: '2026-06-01 11:00', close: '2026-07-29 11:00', line: 'Made Smarter Innovation Challenge',
    desc: ['Manufacturers can cut emissions by monitoring energy use, optimising processes and reducing scrap. Projects should apply industrial digital technologies such as sensors, digital twins and artificial intelligence.'],
    focus: ['energy monitoring and digital twins', 'scrap reduction through process control', 'supply chain emissions tracking'],
    size: 'Your project’s total eligible costs must be between £150,000 and £1 million.', rates: 'ired', who: 'any' },
  { id: 2239, title: 'Quantum sensing mission primer: navigation and timing', pot: '£4 million', lead: 'UK registered businesses', to: 'develop quantum sensors for positioning, navigation and timing',
    open: '2026-06-15 11:00', close: '2026-08-12 11:00', line: 'Quantum Missions Programme', variant: 'legacy',
    desc: ['Resilient positioning, navigation and timing is critical for transport, telecommunications and finance. Projects should develop quantum sensors and clocks that can operate without satellite signals.'],
    focus: ['atom interferometry', 'optical clocks', 'integration into vehicles and networks'],
    size: 'Your project’s total eligible costs must be between £250,000 and £1 million.', rates: 'ir', who: 'any' },
  { id: 2251, title: 'Net zero living: local area energy planning accelerators', pot: '£3.5 million', lead: 'Local authorities and their partners', to: 'accelerate local area energy planning and delivery',
    open: '2026-07-06 11:00', close: '2026-09-02 11:00', line: 'Net Zero Living Programme', noEligibility: true,
    desc: ['Places need to plan heat, power and transport together to reach net zero. Projects should develop tools, data and delivery models that local authorities can use to turn energy plans into investable projects.'],
    focus: ['local area energy planning tools', 'community energy and heat networks', 'investment models for local net zero projects'],
    size: 'Your project’s total eligible costs must be between £100,000 and £350,000.', rates: 'none', who: 'none' },
  { id: 2266, title: 'Plastic packaging: recycled content for flexible films', pot: '£5 million', lead: 'UK registered businesses', to: 'increase recycled content in flexible plastic packaging',
    open: '2026-07-20 11:00', close: '2026-09-16 11:00', line: 'Smart Sustainable Plastic Packaging Challenge',
    desc: ['Flexible films are rarely recycled in the UK. Projects should develop sorting, recycling or design-for-recycling solutions that enable food-grade recycled content.'],
    focus: ['near-infrared and digital watermark sorting', 'mechanical and chemical recycling of films', 'mono-material packaging design'],
    size: 'Your project’s total eligible costs must be between £150,000 and £1 million.', rates: 'ired', who: 'any' },
  // ------------------------------------------------------------------ open on 2026-11-15
  { id: 2301, title: 'Farming Innovation Programme: Climate Smart Feasibility round 2', pot: '£6 million', lead: 'UK registered businesses', to: 'carry out feasibility studies for climate smart farming innovations',
    open: '2026-09-21 11:00', close: '2026-11-25 11:00', line: 'Farming Innovation Programme', partner: 'Defra', hash: '7b3f0e21-5c84-4f1a-b2d6-91e0c4a8d3f5',
    desc: ['Farming must cut emissions while adapting to a changing climate. Feasibility studies should test whether a new product, process or service can reduce agricultural emissions, sequester carbon in soils or improve resilience to drought and flooding.'],
    focus: ['soil carbon measurement and management', 'low-emission fertilisers and feed additives', 'water management and drought resilience'],
    size: 'Your project’s total eligible costs must be between £50,000 and £200,000. Your project can last up to 12 months.', rates: 'ir', who: 'farm' },
  { id: 2308, title: 'Hydrogen transport hubs: refuelling demonstration', pot: '£20 million', lead: 'UK registered businesses', to: 'demonstrate hydrogen refuelling hubs for buses, trucks and other heavy vehicles',
    open: '2026-09-28 11:00', close: '2027-01-13 11:00', partner: 'the Department for Transport',
    desc: ['Hydrogen can decarbonise heavy transport where batteries are impractical. Hubs must serve several vehicle fleets and show how hydrogen supply, storage and dispensing can operate reliably at commercial scale.'],
    focus: ['high-throughput refuelling stations', 'local production from renewable electricity', 'fleet aggregation and demand planning'],
    size: 'Your project’s total eligible costs must be between £2 million and £10 million.', rates: 'ed', who: 'any' },
  { id: 2312, title: 'Clean Maritime Demonstration Competition Round 7: zero emission vessel feasibility', pot: '£15 million', lead: 'UK registered businesses', to: 'carry out feasibility studies and technology trials for zero emission vessels and infrastructure',
    open: '2026-10-05 11:00', close: '2026-12-09 11:00', line: 'UK SHORE Programme', partner: 'the Department for Transport',
    desc: ['Domestic maritime emissions must fall rapidly to meet the UK’s targets. Studies should develop designs for zero emission vessels, retrofit options for existing fleets or the port infrastructure needed to supply clean fuels and power.'],
    focus: ['battery and fuel cell vessel design', 'retrofit of existing vessels', 'green shipping corridors'],
    size: 'Your project’s total eligible costs must be between £250,000 and £2 million.', rates: 'ired', who: 'any' },
  { id: 2317, title: 'Industrial energy efficiency: compressed air and process heat recovery', pot: '£4 million', lead: 'UK registered SMEs', to: 'develop and trial energy efficiency technologies for industrial sites',
    open: '2026-10-12 11:00', close: '2027-01-20 11:00', line: 'Industrial Energy Efficiency Accelerator',
    desc: ['Compressed air systems and waste process heat are two of the biggest sources of avoidable energy loss in manufacturing. Technology developers must trial their solution with an industrial host site.'],
    focus: ['leak detection and variable speed compressors', 'heat pumps for process heat recovery', 'thermal storage'],
    size: 'Your project’s total eligible costs can be up to £300,000.', rates: 'sme', who: 'sme' },
  { id: 2321, title: 'Heat networks: low-temperature heat pump integration', pot: '£8 million', lead: 'UK registered businesses', to: 'integrate large heat pumps into new and existing heat networks',
    open: '2026-10-05 11:00', close: '2026-12-16 11:00', line: 'Net Zero Innovation Portfolio',
    desc: ['Heat networks will supply a growing share of UK heat. Projects should show how large-scale heat pumps using water, sewage or industrial waste heat sources can be integrated into low-temperature networks.'],
    focus: ['water source and sewer heat recovery', 'network temperature reduction', 'controls and thermal storage'],
    size: 'Your project’s total eligible costs must be between £500,000 and £2.5 million.', rates: 'ired', who: 'any' },
  { id: 2326, title: 'Sustainable aviation fuel: power-to-liquid pathway demonstration', pot: '£25 million', lead: 'UK registered businesses', to: 'demonstrate power-to-liquid production of sustainable aviation fuel',
    open: '2026-09-14 11:00', close: '2027-02-03 11:00', line: 'Advanced Fuels Fund', partner: 'the Department for Transport',
    desc: ['Power-to-liquid fuels made from green hydrogen and captured carbon dioxide can cut aviation emissions by more than 70% compared with fossil kerosene. Projects must demonstrate an integrated process at pilot or demonstration scale.'],
    focus: ['co-electrolysis and reverse water-gas shift', 'Fischer-Tropsch synthesis', 'carbon dioxide capture and supply'],
    size: 'Your project’s total eligible costs must be between £3 million and £15 million.', rates: 'ed', who: 'any' },
  { id: 2330, title: 'Carbon capture, utilisation and storage: cement and lime cluster pilots', pot: '£18 million', lead: 'UK registered businesses', to: 'pilot carbon capture at cement and lime plants connected to industrial clusters',
    open: '2026-10-19 11:00', close: '2027-01-27 11:00', line: 'Net Zero Innovation Portfolio',
    desc: ['Process emissions from cement and lime cannot be removed by switching fuel alone. Pilots should capture carbon dioxide from kiln flue gases and prepare it for transport and storage through a UK cluster network.'],
    focus: ['post-combustion and oxy-fuel capture', 'carbon dioxide conditioning and compression', 'utilisation in construction materials'],
    size: 'Your project’s total eligible costs must be between £1 million and £6 million.', rates: 'ed', who: 'any' },
  { id: 2334, title: 'Advanced Route to Market Demonstrator: zero emission vehicle components', pot: '£10 million', lead: 'UK registered businesses', to: 'bring zero emission vehicle components closer to production',
    open: '2026-10-26 11:00', close: '2027-01-06 11:00', line: 'Automotive Transformation Fund',
    desc: ['The UK automotive supply chain must retool for electric and hydrogen vehicles. Projects should take a component from prototype to production readiness, for example electric motors, power electronics or fuel cell systems.'],
    focus: ['electric machines and power electronics', 'lightweight structures', 'fuel cell and hydrogen storage systems'],
    size: 'Your project’s total eligible costs must be between £500,000 and £3 million.', rates: 'ed', who: 'any' },
  { id: 2339, title: 'Integrated delivery programme - low carbon vehicles 2027', pot: '£12 million', lead: 'UK registered businesses', to: 'develop low carbon vehicle technologies through collaborative research and development',
    open: '2026-11-02 11:00', close: '2027-02-10 11:00', line: 'Integrated Delivery Programme',
    desc: ['Projects should advance technologies that cut tailpipe and life cycle emissions from cars, vans and light commercial vehicles. We encourage collaborations between vehicle manufacturers, suppliers and research organisations.'],
    focus: ['powertrain electrification', 'energy-efficient thermal management', 'life cycle emissions reduction'],
    size: 'Your project’s total eligible costs must be between £250,000 and £2 million.', rates: 'ired', who: 'any' },
  { id: 2343, title: 'Circular economy for SMEs: remanufacturing and repair', pot: '£3 million', lead: 'UK registered SMEs', to: 'develop circular business models based on remanufacturing, repair and reuse',
    open: '2026-10-12 11:00', close: '2026-12-02 11:00',
    desc: ['Keeping products in use longer reduces material demand and embodied emissions. We want small businesses to test remanufacturing, repair, refurbishment or product-as-a-service models in sectors such as electronics, furniture and industrial equipment.'],
    focus: ['design for disassembly and repair', 'reverse logistics', 'product-as-a-service models'],
    size: 'Your project’s total eligible costs must be between £50,000 and £250,000.', rates: 'sme', who: 'microsmall' },
  { id: 2347, title: 'Net zero farming: livestock methane reduction', pot: '£9 million', lead: 'UK registered businesses', to: 'reduce enteric methane and manure emissions from cattle, sheep and pigs',
    open: '2026-10-26 11:00', close: '2027-01-20 11:00', line: 'Farming Innovation Programme', partner: 'Defra',
    desc: ['Livestock are the largest source of agricultural methane. Projects can develop feed additives, breeding tools, manure management systems or monitoring technologies, and must be tested on commercial farms.'],
    focus: ['feed additives and novel feeds', 'manure storage and treatment', 'methane monitoring on farm'],
    size: 'Your project’s total eligible costs must be between £250,000 and £1.5 million.', rates: 'ired', who: 'farm' },
  { id: 2351, title: 'Biomedical Catalyst 2026: late stage awards', pot: '£20 million', lead: 'UK registered SMEs', to: 'take innovative healthcare solutions through late stage development towards adoption',
    open: '2026-09-07 11:00', close: '2026-12-02 11:00', line: 'Biomedical Catalyst',
    desc: ['Late stage awards support clinical validation, regulatory approval and preparation for market. Projects must already have proof of concept and a clear plan to reach patients in the NHS or international markets.'],
    focus: ['clinical validation studies', 'regulatory and health economic evidence', 'manufacturing scale-up for medical products'],
    size: 'Your project’s total eligible costs must be between £500,000 and £4 million.', rates: 'rto', who: 'sme' },
  { id: 2355, title: 'AI for decarbonisation: energy system optimisation', pot: '£7 million', lead: 'UK registered businesses', to: 'apply artificial intelligence to optimise energy systems and reduce emissions',
    open: '2026-10-19 11:00', close: '2026-12-16 11:00', partner: 'the Department for Energy Security and Net Zero',
    desc: ['Machine learning can forecast demand, schedule flexible assets and detect faults across the energy system. Projects should develop AI tools that are explainable and deployable by network operators, suppliers or large energy users.'],
    focus: ['demand and generation forecasting', 'flexibility and storage dispatch', 'fault detection in networks and assets'],
    size: 'Your project’s total eligible costs must be between £200,000 and £1 million.', rates: 'ired', who: 'any' },
  { id: 2358, title: 'Responsible AI: assurance techniques for SMEs', pot: '£2 million', lead: 'UK registered SMEs', to: 'develop tools that help organisations assure the safety, fairness and transparency of AI systems',
    open: '2026-10-26 11:00', close: '2026-12-09 11:00', line: 'BridgeAI Programme',
    desc: ['Organisations need practical ways to check that AI systems behave as intended. Projects should develop auditing, testing or monitoring techniques that can be adopted by regulated sectors.'],
    focus: ['bias and robustness testing', 'model documentation and audit trails', 'monitoring of deployed systems'],
    size: 'Your project’s total eligible costs must be between £50,000 and £150,000.', rates: 'sme', who: 'sme' },
  { id: 2362, title: 'Textiles circularity: automated sorting and fibre-to-fibre recycling', pot: '£4.5 million', lead: 'UK registered businesses', to: 'scale up automated sorting and fibre-to-fibre recycling of textiles',
    open: '2026-09-21 11:00', close: '2026-11-18 11:00',
    desc: ['Most post-consumer textiles in the UK are incinerated, landfilled or exported. Projects should develop sorting by fibre type and colour and recycling processes that produce fibres suitable for new garments.'],
    focus: ['automated fibre identification', 'chemical and mechanical recycling of blends', 'traceability and extended producer responsibility'],
    size: 'Your project’s total eligible costs must be between £200,000 and £1 million.', rates: 'ired', who: 'any' },
  { id: 2366, title: 'Green hydrogen for industrial heat: burner and boiler conversion', pot: '£12 million', lead: 'UK registered businesses', to: 'convert industrial burners and boilers to run on hydrogen',
    open: '2026-10-05 11:00', close: '2027-01-13 11:00', line: 'Net Zero Innovation Portfolio',
    desc: ['Projects must demonstrate hydrogen combustion equipment at an industrial site, measuring nitrogen oxide emissions, product quality and safety. Hydrogen supply for the trial should be secured before the project starts.'],
    focus: ['low nitrogen oxide hydrogen burners', 'dual-fuel boilers', 'safety and monitoring systems'],
    size: 'Your project’s total eligible costs must be between £1 million and £5 million.', rates: 'ed', who: 'any' },
  { id: 2370, title: 'Electric vehicle charging: rural and on-street innovation (SBRI)', pot: '£3 million', lead: 'Organisations', to: 'develop charging solutions for rural areas and homes without off-street parking',
    open: '2026-10-12 11:00', close: '2026-12-09 12:00', type: 'Procurement', partner: 'the Office for Zero Emission Vehicles',
    desc: ['Drivers without a driveway and those in rural areas risk being left behind as the UK moves to zero emission vehicles. Phase 1 contracts will fund feasibility studies of up to £80,000, followed by phase 2 demonstrations with local authorities.'],
    focus: ['kerbside and pavement channel charging', 'community and destination charging in rural areas', 'grid-constrained charging'],
    size: null, rates: 'full', who: 'sbri' },
  { id: 2373, title: 'Innovate UK Smart grants: November 2026', pot: '£25 million', lead: 'UK registered organisations', to: 'work on game-changing and commercially viable research and development innovation that can significantly impact the UK economy',
    open: '2026-11-09 11:00', close: '2027-01-13 11:00',
    desc: ['Smart is open to proposals from any technology area and any sector. Your innovation must be genuinely new and disruptive within its sector and have a clear route to commercialisation.'],
    focus: ['any area of technology, science or engineering', 'the arts, design and the creative industries', 'any sector of the economy'],
    size: 'Duration between 6 and 18 months: total eligible project costs between £25,000 and £500,000. Duration between 19 and 36 months: total eligible project costs between £25,000 and £2 million.', rates: 'ired', who: 'any' },
  { id: 2377, title: 'Contracts for Innovation: NHS net zero estates (SBRI)', pot: '£4 million', lead: 'Organisations', to: 'develop solutions that decarbonise NHS estates and facilities',
    open: '2026-10-19 11:00', close: '2026-12-16 12:00', type: 'Procurement', partner: 'NHS England',
    desc: ['The NHS has committed to reaching net zero for the emissions it controls directly by 2040. We are looking for technologies that reduce energy use in hospitals, decarbonise heating and cut emissions from anaesthetic gases.'],
    focus: ['low carbon heating and cooling for hospitals', 'anaesthetic gas capture and destruction', 'energy management in clinical buildings'],
    size: null, rates: 'full', who: 'sbri' },
  { id: 2380, title: 'Flexible energy storage: long duration demonstrators', pot: '£30 million', lead: 'UK registered organisations', to: 'demonstrate long duration energy storage technologies',
    open: '2026-09-28 11:00', close: '2027-02-17 11:00', line: 'Longer Duration Energy Storage Demonstration Programme',
    desc: ['A net zero power system needs storage that can balance renewable generation over days and weeks. Projects must demonstrate a storage technology connected to the electricity system or an industrial site.'],
    focus: ['thermal and mechanical storage', 'flow batteries', 'power-to-x-to-power systems'],
    size: 'Your project’s total eligible costs must be between £2 million and £12 million.', rates: 'ed', who: 'open' },
  { id: 2383, title: 'Water sector decarbonisation: wastewater process emissions', pot: '£5 million', lead: 'UK registered businesses', to: 'reduce nitrous oxide and methane emissions from wastewater treatment',
    open: '2026-10-26 11:00', close: '2026-12-23 11:00', partner: 'Ofwat',
    desc: ['Process emissions from sewage treatment are poorly measured and rarely controlled. Projects should develop monitoring and control technologies that water companies can use to cut nitrous oxide and methane from treatment works.'],
    focus: ['continuous monitoring of nitrous oxide', 'aeration control and process optimisation', 'biogas leak detection'],
    size: 'Your project’s total eligible costs must be between £150,000 and £750,000.', rates: 'ired', who: 'any' },
  { id: 2386, title: 'Innovation Loans: Future Economy round 24', pot: '£25 million', lead: 'UK registered SMEs', to: 'apply for loans for late-stage research and development projects',
    open: '2026-10-12 11:00', close: '2026-12-09 11:00', type: 'Loan',
    desc: ['Loans are for projects with a strong business case that are close to commercialisation. Your project must lead to new products, processes or services that support the UK’s future economy, including clean growth.'],
    focus: ['clean growth and net zero', 'health and life sciences', 'digital, data and creative industries'],
    size: 'You can apply for a loan of between £100,000 and £2 million.', rates: 'none', who: 'loan' },
  { id: 2389, title: 'Eureka Clusters: clean energy and smart mobility call 2026', pot: '£5 million', lead: 'UK registered businesses', to: 'collaborate with European partners on clean energy and smart mobility projects',
    open: '2026-09-14 11:00', close: '2026-11-26 11:00', line: 'Eureka Network Programme',
    desc: ['Projects must have a Eureka Cluster label from CELTIC-NEXT, EUROGIA or ITEA and include at least one partner from another participating Eureka country. UK partners are funded by Innovate UK; other partners by their national agencies.'],
    focus: ['low carbon energy technologies', 'connected and electric mobility', 'energy data platforms'],
    size: 'Your UK project’s total eligible costs must be between £150,000 and £750,000.', rates: 'ired', who: 'intl' },
  { id: 2392, title: 'Offshore wind: floating substructure manufacturing', pot: '£16 million', lead: 'UK registered businesses', to: 'industrialise the manufacture of floating offshore wind substructures',
    open: '2026-10-19 11:00', close: '2027-01-27 11:00', line: 'Net Zero Innovation Portfolio',
    desc: ['Floating offshore wind could supply a large share of UK electricity by 2050. Projects should develop serial manufacturing, assembly and mooring technologies that reduce cost and make use of UK ports.'],
    focus: ['serial fabrication of steel and concrete substructures', 'mooring and anchoring systems', 'port-side assembly and installation'],
    size: 'Your project’s total eligible costs must be between £1 million and £5 million.', rates: 'ired', who: 'any' },
  { id: 2395, title: 'Agri-tech: vertical farming energy efficiency', pot: '£3 million', lead: 'UK registered businesses', to: 'reduce the energy use of vertical farms and glasshouses',
    open: '2026-11-02 11:00', close: '2027-01-06 11:00', line: 'Farming Innovation Programme',
    desc: ['Lighting, heating and ventilation make indoor growing energy intensive. Projects should improve LED efficiency, recover waste heat or integrate renewable generation and storage with controlled environment agriculture.'],
    focus: ['efficient LED lighting and spectrum control', 'waste heat recovery', 'renewable integration and demand flexibility'],
    size: 'Your project’s total eligible costs must be between £100,000 and £500,000.', rates: 'ired', who: 'farm' },
  { id: 2397, title: 'Creative Catalyst: immersive technology for cultural heritage', pot: '£1.5 million', lead: 'UK registered micro and small businesses', to: 'develop immersive experiences for museums, galleries and heritage sites',
    open: '2026-10-05 11:00', close: '2026-11-30 11:00', line: 'Creative Catalyst', variant: 'no-tabs',
    desc: ['Audiences expect interactive experiences that bring collections to life. Projects should develop virtual, augmented or mixed reality products with a heritage partner and test them with visitors.'],
    focus: ['augmented reality interpretation', 'virtual access to collections', 'spatial audio and haptics'],
    size: 'Your project’s total eligible costs must be between £25,000 and £100,000.', rates: 'sme', who: 'microsmall' },
  { id: 2398, title: 'Building-integrated solar: manufacturing scale-up', pot: '£6 million', lead: 'UK registered businesses', to: 'scale up manufacture of building-integrated photovoltaic products',
    open: '2026-10-26 11:00', close: '2026-12-16 11:00',
    desc: ['Solar roofing and facade products can generate clean power without taking up land. Projects should move a building-integrated photovoltaic product from pilot to volume production and certify it for use in UK buildings.'],
    focus: ['solar roof tiles and facade cladding', 'perovskite and tandem cells', 'fire safety and building regulations testing'],
    size: 'Your project’s total eligible costs must be between £250,000 and £1.5 million.', rates: 'ired', who: 'any' },
  // ------------------------------------------------------------------ upcoming after 2026-11-15
  { id: 2402, title: 'Farming Innovation Programme: Large R&D Partnerships round 4', pot: '£15 million', lead: 'UK registered businesses', to: 'develop transformative solutions for farming that improve productivity and reduce emissions',
    open: '2026-12-07 11:00', close: '2027-02-24 11:00', line: 'Farming Innovation Programme', partner: 'Defra',
    desc: ['Large partnerships bring together farmers, businesses and researchers to tackle major challenges. Projects should deliver solutions that can be adopted widely across English agriculture and horticulture.'],
    focus: ['crop genetics and breeding tools', 'automation and robotics', 'nutrient recycling and low-emission fertilisers'],
    size: 'Your project’s total eligible costs must be between £500,000 and £3 million.', rates: 'ired', who: 'farm' },
  { id: 2406, title: 'Zero emission HGV: hydrogen fuel cell truck trials', pot: '£25 million', lead: 'UK registered businesses', to: 'trial hydrogen fuel cell heavy goods vehicles on UK roads',
    open: '2027-01-11 11:00', close: '2027-03-24 11:00', line: 'Zero Emission HGV and Infrastructure Demonstrator Programme', partner: 'the Department for Transport',
    desc: ['Trials must put fuel cell trucks into real logistics operations and gather data on performance, refuelling and total cost of ownership. Consortia should include fleet operators and hydrogen suppliers.'],
    focus: ['fuel cell truck deployment', 'hydrogen refuelling for heavy vehicles', 'operational data and cost of ownership'],
    size: 'Your project’s total eligible costs must be between £5 million and £20 million.', rates: 'ed', who: 'any' },
  { id: 2410, title: 'Clean Maritime: shore power and port electrification', pot: '£10 million', lead: 'UK registered businesses', to: 'electrify port operations and provide shore power to vessels at berth',
    open: '2026-12-01 11:00', close: '2027-02-10 11:00', line: 'UK SHORE Programme',
    desc: ['Vessels at berth often run diesel generators, polluting port cities. Projects should develop shore power connections, electrified cargo handling and energy management for ports.'],
    focus: ['high-voltage shore connections', 'electric cargo handling equipment', 'port energy management and storage'],
    size: 'Your project’s total eligible costs must be between £500,000 and £3 million.', rates: 'ired', who: 'any' },
  { id: 2414, title: 'Industrial Fuel Switching 4: feasibility', pot: '£6 million', lead: 'UK registered organisations', to: 'study the feasibility of switching industrial processes to low carbon fuels',
    open: '2027-01-18 11:00', close: '2027-03-17 11:00', line: 'Net Zero Innovation Portfolio',
    desc: ['Feasibility studies should assess the technical and economic case for switching a specific industrial process to hydrogen, electrification or biomass, and prepare for a future demonstration.'],
    focus: ['process heat electrification', 'hydrogen fuel switching', 'biomass and bio-derived fuels'],
    size: 'Your project’s total eligible costs must be between £100,000 and £500,000.', rates: 'ir', who: 'any' },
  { id: 2418, title: 'Heat pump manufacturing supply chain: component innovation', pot: '£10 million', lead: 'UK registered businesses', to: 'develop heat pump components that can be manufactured in the UK',
    open: '2027-02-01 11:00', close: '2027-04-14 11:00', line: 'Net Zero Innovation Portfolio',
    desc: ['Growing heat pump demand is an opportunity for UK manufacturers. Projects should develop compressors, heat exchangers, controls or low global warming potential refrigerant systems ready for volume production.'],
    focus: ['natural refrigerant systems', 'compact heat exchangers', 'smart controls'],
    size: 'Your project’s total eligible costs must be between £250,000 and £2 million.', rates: 'ired', who: 'any' },
  { id: 2421, title: 'Sustainable aviation fuel: clearing house testing support', pot: '£2 million', lead: 'UK registered businesses', to: 'fund fuel testing that helps new sustainable aviation fuels reach certification',
    open: '2026-11-30 11:00', close: '2027-01-27 11:00', line: 'Advanced Fuels Fund',
    desc: ['New fuels must pass extensive testing before they can be certified for use in aircraft. This competition funds fuel property testing, engine rig tests and the preparation of certification evidence.'],
    focus: ['fuel property and compatibility testing', 'engine and rig testing', 'certification evidence packages'],
    size: 'Your project’s total eligible costs can be up to £250,000.', rates: 'ir', who: 'sme' },
  { id: 2425, title: 'Carbon capture: bioenergy with carbon capture and storage pathways', pot: '£8 million', lead: 'UK registered organisations', to: 'develop bioenergy with carbon capture and storage technologies',
    open: '2027-01-04 11:00', close: '2027-03-10 11:00', line: 'Direct Air Capture and Greenhouse Gas Removal Programme',
    desc: ['Bioenergy with carbon capture and storage can remove carbon dioxide from the atmosphere while generating energy. Projects should improve capture efficiency, biomass supply chains or monitoring, reporting and verification of removals.'],
    focus: ['capture from biomass combustion and anaerobic digestion', 'sustainable biomass supply', 'measurement and verification of removals'],
    size: 'Your project’s total eligible costs must be between £500,000 and £3 million.', rates: 'ired', who: 'open' },
  { id: 2429, title: 'Circular construction: low-carbon concrete and steel reuse', pot: '£7 million', lead: 'UK registered businesses', to: 'cut embodied carbon in construction through low-carbon concrete and structural steel reuse',
    open: '2026-12-14 11:00', close: '2027-02-24 11:00', line: 'Transforming Foundation Industries Challenge',
    desc: ['Embodied carbon in materials is a growing share of building emissions. Projects should develop low-clinker cements, recycled aggregates, or methods to test, certify and reuse steel sections from demolished buildings.'],
    focus: ['low-clinker and alternative cements', 'steel reclamation and certification', 'digital material passports'],
    size: 'Your project’s total eligible costs must be between £250,000 and £1.5 million.', rates: 'ired', who: 'any' },
  { id: 2433, title: 'Battery recycling: black mass processing scale-up', pot: '£12 million', lead: 'UK registered businesses', to: 'scale up recovery of lithium, nickel and cobalt from end-of-life batteries',
    open: '2027-02-15 11:00', close: '2027-04-28 11:00', line: 'Faraday Battery Challenge',
    desc: ['The UK will have large volumes of end-of-life electric vehicle batteries in the 2030s. Projects should scale up processes that turn black mass into battery-grade materials with low energy use and high recovery rates.'],
    focus: ['hydrometallurgical refining', 'direct cathode recycling', 'safe discharge and dismantling'],
    size: 'Your project’s total eligible costs must be between £1 million and £5 million.', rates: 'ed', who: 'any' },
  { id: 2437, title: 'Quantum computing: applications in energy and materials', pot: '£5 million', lead: 'UK registered businesses', to: 'develop quantum computing applications for energy systems and materials discovery',
    open: '2027-01-25 11:00', close: '2027-03-31 11:00', line: 'Quantum Missions Programme',
    desc: ['Quantum algorithms may speed up the simulation of molecules and the optimisation of complex networks. Projects should demonstrate an application on current quantum hardware or emulators with a clear benchmark against classical methods.'],
    focus: ['materials and catalyst simulation', 'grid optimisation', 'hybrid quantum-classical workflows'],
    size: 'Your project’s total eligible costs must be between £250,000 and £1 million.', rates: 'ir', who: 'any' },
  { id: 2441, title: 'Biomedical Catalyst 2027: primer awards', pot: '£10 million', lead: 'UK registered SMEs', to: 'test the feasibility of new healthcare products and services',
    open: '2027-03-01 11:00', close: '2027-05-05 11:00', line: 'Biomedical Catalyst',
    desc: ['Primer awards fund early feasibility work such as proof of concept, technical validation and market assessment for medical technologies, diagnostics and therapeutics.'],
    focus: ['proof of concept for medical technologies', 'diagnostic assay development', 'early therapeutic validation'],
    size: 'Your project’s total eligible costs must be between £50,000 and £300,000.', rates: 'rto', who: 'sme' },
  { id: 2445, title: 'Energy efficiency in SMEs: digital energy management', pot: '£2.5 million', lead: 'UK registered micro and small businesses', to: 'develop digital tools that help small businesses cut energy use and bills',
    open: '2026-12-02 11:00', close: '2027-01-27 11:00',
    desc: ['Small businesses often lack the time and expertise to manage energy. Projects should develop affordable smart metering analytics, automated controls or advice platforms that deliver measurable savings.'],
    focus: ['smart meter data analytics', 'automated heating, lighting and refrigeration controls', 'energy advice and financing platforms'],
    size: 'Your project’s total eligible costs must be between £50,000 and £200,000.', rates: 'sme', who: 'microsmall' },
  { id: 2450, title: 'Nature positive innovation: biodiversity net gain measurement', pot: '£3 million', lead: 'UK registered organisations', to: 'develop tools to measure and monitor biodiversity net gain',
    open: '2027-01-06 11:00', close: '2027-03-03 11:00',
    desc: ['Developers in England must deliver biodiversity net gain, but habitat monitoring is expensive. Projects should use remote sensing, environmental DNA or acoustic monitoring to make assessment faster and more reliable.'],
    focus: ['remote sensing of habitats', 'environmental DNA sampling', 'acoustic biodiversity monitoring'],
    size: 'Your project’s total eligible costs must be between £100,000 and £400,000.', rates: 'ired', who: 'open' },
  { id: 2455, title: 'Innovate UK Smart grants: February 2027', pot: '£25 million', lead: 'UK registered organisations', to: 'work on game-changing and commercially viable research and development innovation',
    open: '2027-02-08 11:00', close: '2027-04-07 11:00',
    desc: ['Proposals can come from any technology or sector. Applications must show a disruptive idea, a clear market opportunity and a team able to deliver it.'],
    focus: ['any area of technology, science or engineering', 'the arts, design and media', 'any sector of the economy'],
    size: 'Duration between 6 and 18 months: total eligible project costs between £25,000 and £500,000. Duration between 19 and 36 months: total eligible project costs between £25,000 and £2 million.', rates: 'ired', who: 'any' },
  { id: 2460, title: 'Alternative proteins: precision fermentation scale-up', pot: '£6 million', lead: 'UK registered businesses', to: 'scale up precision fermentation for sustainable food ingredients',
    open: '2027-01-13 11:00', close: '2027-03-17 11:00',
    desc: ['Precision fermentation can produce proteins and fats with a fraction of the land and emissions of livestock. Projects should tackle scale-up, downstream processing or regulatory approval of food ingredients.'],
    focus: ['bioprocess scale-up', 'downstream processing and purification', 'novel food regulatory evidence'],
    size: 'Your project’s total eligible costs must be between £250,000 and £1.5 million.', rates: 'ired', who: 'any' },
]

// ---- Gateway to Research projects (hand-written): [title, abstract, award £, start YYYY-MM, months, lead organisation, partners, topics]
const PROJECTS = {
  'Collaborative R&D': [
    ['HYDRA-BUS: hydrogen range extender for double-deck buses', 'This project develops a compact fuel cell range extender for battery electric double-deck buses operating on long suburban routes. The consortium will integrate the system into a demonstrator vehicle and test it on a depot duty cycle in Greater Manchester.', 1843220, '2021-04', 30, 'HYDROGRID POWERTRAINS LIMITED', ['NORTHERN COACHWORKS LIMITED', 'UNIVERSITY OF BIRMINGHAM'], ['Transport Ops & Management', 'Energy Efficiency']],
    ['Low-temperature electrolyser stacks for distributed hydrogen', 'We will develop anion exchange membrane electrolyser stacks that use no platinum group metals. Target outcomes are a 20% reduction in stack cost and validated durability of 10,000 hours.', 1286455, '2022-01', 24, 'ANIONIQ ELECTROLYSIS LIMITED', ['UNIVERSITY OF SOUTHAMPTON'], ['Fuel Cell Technologies', 'Energy Storage']],
    ['ReTherm: industrial heat pump for food processing at 150°C', 'ReTherm will build and trial a high-temperature heat pump that recovers waste heat from cooking and drying lines. The demonstrator at a Yorkshire bakery is expected to cut site gas use by 40%.', 2115870, '2022-06', 36, 'THERMAFLOW INDUSTRIAL HEAT LIMITED', ['PENNINE BAKERIES LIMITED', 'LONDON SOUTH BANK UNIVERSITY'], ['Energy Efficiency', 'Food processing']],
    ['Wind-assisted propulsion retrofit for short-sea cargo ships', 'The project designs and installs suction wing sails on a coastal cargo vessel and measures fuel savings over a year of operation. Results will inform class approval and a retrofit product for the short-sea fleet.', 2740300, '2022-09', 24, 'SAILTECH MARINE SYSTEMS LIMITED', ['UNIVERSITY OF STRATHCLYDE', 'SOLWAY COASTAL SHIPPING LIMITED'], ['Marine Engineering', 'Transport Ops & Management']],
    ['Circular magnets: recycling rare earth magnets from end-of-life motors', 'This project scales up hydrogen decrepitation to recover neodymium iron boron magnets from scrapped motors and hard drives. Recovered alloy will be re-sintered into magnets and tested in an automotive traction motor.', 1562040, '2023-03', 30, 'MAGCYCLE MATERIALS LIMITED', ['UNIVERSITY OF BIRMINGHAM', 'MIDLANDS METAL RECOVERY LIMITED'], ['Materials Processing', 'Waste Minimisation']],
    ['Electrified kiln for ceramic tile production', 'We will design a resistively heated tunnel kiln module and compare product quality and energy use with a gas-fired kiln. The work supports the ceramics sector in moving away from natural gas.', 987600, '2023-01', 24, 'STAFFORDSHIRE CERAMIC TILES LIMITED', ['CERAMICS TECHNOLOGY CENTRE LIMITED', 'UNIVERSITY OF LEEDS'], ['Manufacturing Machine & Plant', 'Energy Efficiency']],
    ['Biomethane tractor field trials for arable farms', 'The consortium will run biomethane tractors on three arable farms for two seasons and compare fuel use, emissions and operating costs with diesel machines. A farm-scale anaerobic digester supplies fuel on one site.', 642310, '2023-05', 24, 'AGRIMETHANE MACHINERY LIMITED', ['HARPER ADAMS UNIVERSITY', 'WEST COUNTRY ARABLE GROWERS LIMITED'], ['Agri-environmental science', 'Energy - Bioenergy']],
    ['DigiRetrofit: digital twin for whole-house retrofit', 'DigiRetrofit combines laser scanning, thermal imaging and building physics models to generate retrofit plans automatically. Trials with social landlords will measure survey time savings and post-retrofit performance.', 734890, '2023-10', 24, 'RETROFIT ANALYTICS LIMITED', ['THAMESMEAD COMMUNITY HOMES LIMITED', 'UNIVERSITY COLLEGE LONDON'], ['Building Ops & Management', 'Energy Efficiency']],
    ['Sodium-ion cells for stationary storage', 'This project develops sodium-ion pouch cells using hard carbon anodes made from UK biomass residues. Cells will be assembled into a 50 kWh module and cycled for grid storage applications.', 1998750, '2023-07', 30, 'SODIUMCELL TECHNOLOGIES LIMITED', ['UK BATTERY INDUSTRIALISATION CENTRE', 'NEWCASTLE UNIVERSITY'], ['Energy Storage', 'Materials Characterisation']],
    ['Low-clinker cement using calcined clays', 'We will develop a cement blend in which up to half the clinker is replaced by calcined clays and limestone. Concrete trials will test strength, durability and embodied carbon for UK structural use.', 1120400, '2024-02', 30, 'NORTHSTONE CEMENT LIMITED', ['UNIVERSITY OF SHEFFIELD', 'CONCRETE INNOVATION HUB LIMITED'], ['Materials Processing', 'Construction Ops & Management']],
    ['Ammonia-fuelled marine engine combustion research', 'The project tests pilot-ignited ammonia combustion on a single-cylinder research engine and develops after-treatment for nitrous oxide and ammonia slip. It prepares a multi-cylinder demonstration.', 2459900, '2024-04', 36, 'SOLENT COMBUSTION RESEARCH LIMITED', ['UNIVERSITY OF BRIGHTON', 'MARITIME CLASSIFICATION SERVICES LIMITED'], ['Combustion', 'Marine Engineering']],
    ['AI forecasting for distribution network flexibility', 'We will build machine learning models that forecast low-voltage network loads at substation level and schedule flexibility from heat pumps and electric vehicles. The tools will be trialled by a distribution network operator.', 865320, '2024-01', 24, 'GRIDSENSE AI LIMITED', ['EASTERN DISTRIBUTION NETWORKS LIMITED', 'UNIVERSITY OF BATH'], ['Artificial Intelligence', 'Energy - Networks']],
    ['Hydrogen-ready glass furnace burner demonstration', 'This project demonstrates burners that can run on any blend of natural gas and hydrogen in a container glass furnace. Measurements will cover flame stability, nitrogen oxides and glass quality.', 2960000, '2024-06', 30, 'FURNACE FUTURES LIMITED', ['MERSEY CONTAINER GLASS LIMITED', 'CARDIFF UNIVERSITY'], ['Combustion', 'Energy - Hydrogen']],
    ['Textile-to-textile recycling of polycotton blends', 'We will develop a chemical process that separates cotton and polyester in blended textiles and recovers both as fibre feedstock. A pilot line will process post-consumer workwear.', 1337780, '2024-09', 24, 'FIBRELOOP RECYCLING LIMITED', ['UNIVERSITY OF LEEDS', 'WORKWEAR SERVICES (UK) LIMITED'], ['Waste Minimisation', 'Materials Processing']],
    ['Smart charging platform for fleet depots', 'The platform schedules charging for mixed fleets of electric vans and trucks to stay within grid connection limits and minimise energy costs. It will be trialled at three logistics depots.', 712450, '2024-11', 18, 'DEPOTCHARGE SYSTEMS LIMITED', ['MIDLANDS CHILLED LOGISTICS LIMITED', 'UNIVERSITY OF NOTTINGHAM'], ['Transport Ops & Management', 'Energy - Networks']],
    ['Digital pathology AI for prostate cancer grading', 'This project develops and validates an AI model that grades prostate biopsies from digitised slides. A multi-centre study will compare its performance with specialist pathologists.', 1488800, '2023-09', 30, 'HISTOVISION AI LIMITED', ['UNIVERSITY OF OXFORD', 'OXFORD UNIVERSITY HOSPITALS NHS FOUNDATION TRUST'], ['Artificial Intelligence', 'Diagnostic Tools']],
    ['Methane-reducing feed additive for dairy cattle', 'We will test a seaweed-derived feed additive on commercial dairy herds and measure enteric methane with automated breath sensors. The project also assesses milk quality and animal health.', 1024560, '2025-02', 30, 'KELPFEED LIMITED', ['SRUC', 'VALE DAIRY COOPERATIVE LIMITED'], ['Animal Science', 'Agri-environmental science']],
    ['Floating wind mooring load reduction system', 'The project develops an elastomeric mooring tether that reduces peak loads on floating wind platforms. Tank tests and a sea trial will validate the design for commercial arrays.', 1876340, '2025-05', 30, 'TETHERFLEX MARINE LIMITED', ['UNIVERSITY OF EXETER', 'OFFSHORE RENEWABLE ENERGY CATAPULT'], ['Energy - Marine & Hydropower', 'Materials Characterisation']],
    ['Process heat recovery for paper mill drying', 'We will integrate mechanical vapour recompression with the drying section of a paper machine to recover latent heat. The demonstrator targets a 25% cut in steam demand.', 2213900, '2025-09', 36, 'KENT VALLEY PAPER MILLS LIMITED', ['UNIVERSITY OF MANCHESTER', 'STEAMTECH ENGINEERING LIMITED'], ['Energy Efficiency', 'Manufacturing Machine & Plant']],
    ['Carbon capture for energy-from-waste plants', 'This project pilots an amine-free capture process on flue gas from an energy-from-waste facility. It will assess capture rates, solvent stability and integration with a regional carbon dioxide network.', 2895000, '2026-03', 36, 'CAPTURA PROCESS LIMITED', ['UNIVERSITY OF SHEFFIELD', 'NORTHERN ENERGY FROM WASTE LIMITED'], ['Carbon Capture & Storage', 'Waste Management']],
    ['Electric outboard and charging network for inshore fisheries', 'We will develop a 60 kW electric outboard for small fishing vessels and install harbour charging points in Cornwall. Fishers will use the boats in daily operations for a full season.', 598420, '2026-07', 24, 'KERNOW ELECTRIC BOATS LIMITED', ['CORNWALL COUNCIL', 'UNIVERSITY OF PLYMOUTH'], ['Marine Engineering', 'Energy Storage']],
  ],
  'Feasibility Studies': [
    ['Feasibility of agrivoltaics for soft fruit production', 'This study assesses semi-transparent solar canopies over strawberry and raspberry crops. It will model yield, water use and electricity revenue for farms in Kent and Herefordshire.', 148230, '2021-09', 12, 'SOLARCANOPY AGRI LIMITED', ['NIAB'], ['Agri-environmental science', 'Energy - Solar']],
    ['Hydrogen storage in salt caverns: site screening tool', 'The project tests a geological screening tool that ranks salt formations for hydrogen storage. Outputs include a feasibility report for two candidate sites in Cheshire.', 96750, '2022-03', 9, 'SALTSTORE GEOSCIENCE LIMITED', [], ['Energy Storage', 'Geosciences']],
    ['Feasibility of sewer heat recovery for district heating', 'We will measure flow and temperature in trunk sewers and model the heat available for a planned heat network. The study includes a business case with the local authority.', 74890, '2022-07', 9, 'SEWERHEAT ENERGY LIMITED', ['BRISTOL CITY COUNCIL'], ['Energy Efficiency', 'Building Ops & Management']],
    ['Assessing biochar from forestry residues for soil carbon', 'This study characterises biochar from Scottish forestry residues and runs pot trials to estimate carbon sequestration and crop response. It prepares a field-scale trial.', 118650, '2023-01', 12, 'HIGHLAND BIOCHAR LIMITED', ['JAMES HUTTON INSTITUTE'], ['Soil science', 'Agri-environmental science']],
    ['Feasibility of electric tugboats at Port of Tyne', 'The study designs a battery electric harbour tug and the charging infrastructure needed to operate it. Duty cycles from existing tugs are used to size the battery.', 189400, '2023-04', 12, 'PORT OF TYNE AUTHORITY', ['NEWCASTLE UNIVERSITY'], ['Marine Engineering', 'Energy Storage']],
    ['Sustainable aviation fuel from whisky distillery co-products', 'We will test whether pot ale and draff from distilleries can be converted to sustainable aviation fuel precursors. The study includes laboratory conversion trials and a life cycle assessment.', 132800, '2023-08', 12, 'SPEYSIDE BIOFUELS LIMITED', ['EDINBURGH NAPIER UNIVERSITY'], ['Energy - Bioenergy', 'Industrial biotechnology']],
    ['Low-cost sensors for wastewater nitrous oxide', 'This feasibility study develops a low-cost sensor for dissolved nitrous oxide and tests it in aeration lanes at a treatment works. Data will inform process control to reduce emissions.', 87360, '2024-01', 9, 'FENLAND WATER SENSING LIMITED', [], ['Environmental Engineering', 'Water Quality']],
    ['Machine learning to predict heat pump faults', 'We will analyse monitoring data from 2,000 domestic heat pumps to test whether faults can be predicted before they affect comfort. The study assesses commercial models for installers.', 68920, '2024-05', 9, 'HEATWISE DIAGNOSTICS LIMITED', [], ['Artificial Intelligence', 'Energy Efficiency']],
    ['Feasibility of reusing steel beams from demolished offices', 'The study tests non-destructive methods to certify reclaimed steel sections and builds a database of available stock in London. A cost and carbon comparison with new steel is included.', 154200, '2024-10', 12, 'RECLAIMED STEEL SECTIONS LIMITED', ['THE STEEL CONSTRUCTION INSTITUTE'], ['Construction Ops & Management', 'Waste Minimisation']],
    ['Precision fermentation of milk proteins: techno-economic study', 'This study models the cost of producing whey proteins by precision fermentation in the UK and identifies the main process bottlenecks. Laboratory fermentations validate titres.', 201450, '2025-03', 12, 'PRECISA PROTEINS LIMITED', ['UNIVERSITY OF NOTTINGHAM'], ['Industrial biotechnology', 'Food processing']],
    ['Acoustic monitoring for biodiversity net gain', 'We will test whether passive acoustic monitoring can measure habitat condition on development sites faster than manual surveys. Trials run across woodland, grassland and wetland sites.', 92340, '2025-06', 9, 'BIOACOUSTICA LIMITED', [], ['Ecosystem Scale Processes', 'Environmental Informatics']],
    ['Feasibility of hydrogen for rural off-grid homes', 'The study assesses hydrogen boilers supplied by tanker for off-gas-grid homes and compares the cost and emissions with heat pumps and biofuels.', 47210, '2026-02', 6, 'OFFGRID HYDROGEN SUPPLY LIMITED', [], ['Energy - Hydrogen', 'Building Ops & Management']],
  ],
  'Small Business Research Initiative': [
    ['SBRI: autonomous leak detection robots for water mains', 'Phase 2 contract to trial an in-pipe robot that locates leaks in live water mains using acoustic and pressure sensors. Trials run on three water company networks.', 498600, '2021-11', 18, 'PIPEBOT ROBOTICS LIMITED', [], ['Water Quality', 'Robotics & Autonomy']],
    ['SBRI: kerbside EV charging through pavement channels', 'This contract develops a pavement channel that lets residents without driveways charge safely from their homes. Installations in two council areas will test safety and user acceptance.', 96200, '2022-02', 6, 'KERBLINE CHARGING LIMITED', [], ['Transport Ops & Management', 'Energy - Networks']],
    ['SBRI: anaesthetic gas capture in operating theatres', 'Phase 2 contract to deploy capture canisters that trap volatile anaesthetic gases before they are vented. The trial measures capture efficiency in six NHS theatres.', 742800, '2022-10', 18, 'THEATRE GAS RECOVERY LIMITED', [], ['Medical Instrumentation', 'Environmental Engineering']],
    ['SBRI: net zero rail station heating retrofit', 'The contract delivers a feasibility study for replacing gas heating at rural rail stations with air-source heat pumps and solar power.', 64830, '2023-02', 4, 'RAILHEAT SERVICES LIMITED', [], ['Building Ops & Management', 'Energy Efficiency']],
    ['SBRI: satellite monitoring of peatland restoration', 'This contract develops satellite radar monitoring of peatland water tables to verify restoration outcomes. Results are validated against ground measurements on Dartmoor and in the Flow Country.', 312650, '2023-06', 12, 'PEATWATCH EARTH OBSERVATION LIMITED', [], ['Earth Observation', 'Ecosystem Scale Processes']],
    ['SBRI: hydrogen fuel cell power for construction sites', 'Phase 2 contract to deploy hydrogen generators on construction sites in place of diesel generators. The project records fuel logistics, noise and air quality benefits.', 1245000, '2023-11', 18, 'SITEPOWER HYDROGEN LIMITED', [], ['Energy - Hydrogen', 'Construction Ops & Management']],
    ['SBRI: low-carbon road surfacing materials', 'The contract tests warm-mix asphalt with recycled plastics and bio-binders on local authority roads. Durability and embodied carbon are monitored for a year.', 87450, '2024-03', 6, 'ECOROAD SURFACING LIMITED', [], ['Materials Processing', 'Transport Ops & Management']],
    ['SBRI: drone delivery of pathology samples', 'This phase 2 contract trials drone flights carrying pathology samples between hospitals in Scotland to reduce road journeys and turnaround times.', 689300, '2024-08', 15, 'MEDIFLY DRONES LIMITED', [], ['Transport Ops & Management', 'Robotics & Autonomy']],
    ['SBRI: energy management for NHS hospital estates', 'The contract develops an AI energy management system that controls ventilation and heating in hospital buildings while maintaining clinical standards.', 99850, '2025-01', 6, 'WARDENERGY AI LIMITED', [], ['Artificial Intelligence', 'Building Ops & Management']],
    ['SBRI: rural community EV charging hubs', 'Phase 2 contract to install and operate solar-powered charging hubs at village halls in Devon and Cumbria, with battery storage to avoid grid upgrades.', 524700, '2025-10', 18, 'VILLAGE CHARGE HUBS LIMITED', [], ['Energy - Solar', 'Transport Ops & Management']],
  ],
  'Smart': [
    ['Low-cost thermal battery for domestic hot water', 'We will develop a phase change thermal battery that replaces a hot water cylinder and charges from a heat pump or off-peak electricity. A field trial in 20 homes will measure savings.', 432100, '2021-06', 24, 'PHASESTORE THERMAL LIMITED', [], ['Energy Storage', 'Energy Efficiency']],
    ['Robotic weeding for organic vegetables', 'This project develops a camera-guided robot that removes weeds mechanically in organic vegetable crops, reducing labour costs and avoiding herbicides.', 298760, '2022-04', 18, 'FIELDBOT ROBOTICS LIMITED', [], ['Robotics & Autonomy', 'Agri-environmental science']],
    ['Recyclable mono-material flexible packaging film', 'We will develop a polyethylene-only barrier film for food packaging that can be recycled in existing streams while keeping shelf life.', 187450, '2022-11', 18, 'MONOFILM PACKAGING LIMITED', [], ['Materials Processing', 'Waste Minimisation']],
    ['Machine vision quality control for recycled plastics', 'The project develops hyperspectral imaging that detects contaminants in recycled plastic flake so that reprocessors can produce food-grade material.', 356200, '2023-03', 24, 'FLAKESCAN VISION LIMITED', [], ['Artificial Intelligence', 'Waste Management']],
    ['Portable point-of-care test for sepsis', 'We will develop a microfluidic test that measures sepsis biomarkers from a finger-prick sample in under 15 minutes.', 499300, '2023-07', 24, 'SEPSITEST DIAGNOSTICS LIMITED', [], ['Diagnostic Tools', 'Medical Instrumentation']],
    ['Solar roof tiles with integrated battery', 'This project develops interlocking solar roof tiles with an integrated battery module for new-build housing, and certifies them for fire safety.', 412880, '2024-02', 24, 'SOLARSLATE LIMITED', [], ['Energy - Solar', 'Building Ops & Management']],
    ['AI route planning for electric refuse trucks', 'We will develop route optimisation that accounts for battery state, payload and charging for electric refuse collection vehicles.', 148900, '2024-09', 12, 'BINROUTE SOFTWARE LIMITED', [], ['Artificial Intelligence', 'Transport Ops & Management']],
    ['Enzymatic recycling of PET textiles', 'This project develops enzymes that break down polyester textiles into monomers for repolymerisation, tested at litre scale.', 487650, '2025-04', 24, 'ENZYLOOP LIMITED', [], ['Industrial biotechnology', 'Waste Minimisation']],
    ['Compact heat exchanger for natural refrigerant heat pumps', 'We will design an additively manufactured heat exchanger for propane heat pumps that reduces refrigerant charge and size.', 265400, '2026-01', 18, 'PRINTEX HEAT EXCHANGERS LIMITED', [], ['Energy Efficiency', 'Manufacturing Machine & Plant']],
  ],
  'Knowledge Transfer Partnership': [
    ['KTP: carbon accounting system for a food manufacturer', 'To embed a product-level carbon accounting system across the company\'s supply chain and use it to prioritise emission reduction projects.', 168420, '2021-10', 24, 'UNIVERSITY OF LINCOLN', ['LINCS PREPARED FOODS LIMITED'], ['Food processing', 'Environmental Informatics']],
    ['KTP: design for remanufacture of industrial pumps', 'To develop design rules and processes that allow the company to remanufacture pumps returned from customers and offer a remanufactured product line.', 201350, '2022-05', 30, 'UNIVERSITY OF STRATHCLYDE', ['CLYDE PUMP WORKS LIMITED'], ['Manufacturing Machine & Plant', 'Waste Minimisation']],
    ['KTP: predictive maintenance using machine learning', 'To develop machine learning models that predict failures in the company\'s bottling lines and reduce downtime and waste.', 143800, '2022-08', 24, 'ASTON UNIVERSITY', ['MIDLAND BOTTLING COMPANY LIMITED'], ['Artificial Intelligence', 'Manufacturing Machine & Plant']],
    ['KTP: low-carbon concrete mix design', 'To develop concrete mixes with recycled aggregates and supplementary cementitious materials for the company\'s precast products.', 176540, '2023-01', 30, 'UNIVERSITY OF DUNDEE', ['TAYSIDE PRECAST LIMITED'], ['Construction Ops & Management', 'Materials Processing']],
    ['KTP: energy optimisation of commercial greenhouses', 'To develop a control strategy that integrates combined heat and power, heat storage and LED lighting to cut greenhouse energy use.', 154670, '2023-06', 24, 'UNIVERSITY OF READING', ['ISLE GLASSHOUSE GROWERS LIMITED'], ['Energy Efficiency', 'Agri-environmental science']],
    ['KTP: hydrogen safety case for vehicle workshops', 'To create safety procedures and workshop designs that allow the company to service hydrogen fuel cell vehicles.', 132400, '2024-03', 24, 'UNIVERSITY OF SOUTH WALES', ['VALLEYS BUS HIRE LIMITED'], ['Energy - Hydrogen', 'Transport Ops & Management']],
    ['KTP: digital twin for wastewater treatment', 'To build a digital twin of the company\'s treatment works that optimises aeration energy and reduces process emissions.', 188900, '2024-07', 30, 'UNIVERSITY OF EXETER', ['TAMAR WATER SERVICES LIMITED'], ['Environmental Engineering', 'Water Quality']],
    ['KTP: circular business model for office furniture', 'To develop a furniture-as-a-service model with take-back, refurbishment and resale, including the data systems needed to track assets.', 149730, '2025-02', 24, 'UNIVERSITY OF THE WEST OF ENGLAND', ['OFFICELOOP FURNITURE LIMITED'], ['Waste Minimisation', 'Management & Business Studies']],
    ['KTP: AI-assisted clinical coding', 'To develop natural language processing tools that help clinical coders assign diagnosis codes from discharge summaries.', 171260, '2025-09', 24, 'UNIVERSITY OF MANCHESTER', ['CODEASSIST HEALTH LIMITED'], ['Artificial Intelligence', 'Health Informatics']],
  ],
  'Innovation Loans': [
    ['Innovation loan: scale-up of heat pump manufacturing line', 'Loan to complete development and scale-up of a UK production line for air-source heat pumps, including automated brazing and testing.', 1650000, '2021-08', 36, 'AIRSOURCE MANUFACTURING LIMITED', [], ['Manufacturing Machine & Plant', 'Energy Efficiency']],
    ['Innovation loan: commercial launch of plant-based seafood', 'Loan to complete product development and pilot production of plant-based seafood products for retail launch.', 480000, '2022-06', 24, 'TIDEPLANT FOODS LIMITED', [], ['Food processing']],
    ['Innovation loan: battery energy storage for commercial buildings', 'Loan to finalise certification and first production of a second-life battery storage system for commercial buildings.', 1200000, '2023-04', 36, 'SECONDLIFE STORAGE LIMITED', [], ['Energy Storage']],
    ['Innovation loan: digital twin platform for rail maintenance', 'Loan to complete the development of a digital twin platform that predicts track faults from sensor data.', 750000, '2024-01', 30, 'TRACKTWIN LIMITED', [], ['Artificial Intelligence', 'Transport Ops & Management']],
    ['Innovation loan: bio-based insulation board production', 'Loan to build a pilot production line for insulation boards made from hemp and recycled textiles.', 925000, '2024-10', 36, 'INDUSTRIAL HEMP INSULATION LIMITED', [], ['Building Ops & Management', 'Materials Processing']],
    ['Innovation loan: remote patient monitoring wearable', 'Loan to complete clinical validation and manufacturing readiness of a wearable that monitors vital signs after hospital discharge.', 1980000, '2025-07', 36, 'CARDIOLOGIX LIMITED', [], ['Medical Instrumentation']],
  ],
  'Demonstrator': [
    ['Zero emission HGV demonstrator: battery electric long-haul corridor', 'The demonstrator deploys 50 battery electric articulated trucks with megawatt charging at depots and motorway services along the M1 and M6 corridor.', 5860000, '2022-10', 48, 'LONGHAUL ELECTRIC FREIGHT LIMITED', ['NATIONAL GROCERY DISTRIBUTION LIMITED', 'UNIVERSITY OF LEEDS', 'MOTORWAY MEGACHARGE LIMITED'], ['Transport Ops & Management', 'Energy - Networks']],
    ['Hydrogen heating village trial', 'The demonstrator supplies hydrogen for domestic heating and cooking to a village and records safety, customer experience and appliance performance.', 4250000, '2023-03', 36, 'PENNINE GAS DISTRIBUTION LIMITED', ['H2 BOILER WORKS LIMITED', 'UNIVERSITY OF LEEDS'], ['Energy - Hydrogen', 'Building Ops & Management']],
    ['Clean maritime demonstrator: methanol-fuelled ferry retrofit', 'The project retrofits a Solent ferry to run on green methanol and demonstrates bunkering, crew training and emissions monitoring in service.', 3980000, '2023-09', 36, 'SOLENT CROSSINGS FERRIES LIMITED', ['UNIVERSITY OF SOUTHAMPTON', 'MARITIME CLASSIFICATION SERVICES LIMITED'], ['Marine Engineering', 'Combustion']],
    ['Industrial cluster carbon capture pilot for lime kilns', 'The demonstrator captures carbon dioxide from a lime kiln at pilot scale and delivers it to a cluster pipeline for storage.', 5420000, '2024-05', 42, 'DERBYSHIRE LIME LIMITED', ['UNIVERSITY OF SHEFFIELD', 'CLUSTER CO2 NETWORKS LIMITED'], ['Carbon Capture & Storage', 'Materials Processing']],
    ['Long duration thermal energy storage demonstrator', 'The project builds a 10 MWh sand-based thermal store that supplies heat to an industrial process from surplus wind power.', 4715000, '2025-01', 36, 'SANDTHERM STORAGE LIMITED', ['UNIVERSITY OF SOUTHAMPTON'], ['Energy Storage', 'Energy Efficiency']],
    ['Sustainable aviation fuel pilot plant from waste gases', 'The demonstrator converts steel mill off-gases to ethanol and then to sustainable aviation fuel at pilot scale, producing fuel for certification testing.', 6000000, '2025-11', 48, 'GASFERM FUELS LIMITED', ['UNIVERSITY OF SHEFFIELD', 'SOUTH WALES STEELWORKS LIMITED'], ['Energy - Bioenergy', 'Industrial biotechnology']],
  ],
}
// Research council projects that the connector must skip (lead funder is not Innovate UK).
const OTHER_FUNDERS = [
  ['EPSRC', 'Research Grant', 'EP/X012345/1', 'Multiscale modelling of solid oxide electrolysers', 'This project develops multiscale models of degradation in solid oxide electrolyser cells to guide the design of longer-lasting materials.', 1012345, '2023-01', 48, 'IMPERIAL COLLEGE LONDON'],
  ['NERC', 'Research Grant', 'NE/Y004567/1', 'Peatland carbon fluxes under restoration', 'We will measure greenhouse gas fluxes from restored and degraded peatlands to improve national carbon accounting.', 645210, '2024-02', 36, 'UNIVERSITY OF LEEDS'],
  ['BBSRC', 'Research Grant', 'BB/Z501234/1', 'Rumen microbiome engineering for methane reduction', 'This project investigates microbial interventions that reduce methane production in the rumen of dairy cattle.', 812400, '2024-10', 36, 'UNIVERSITY OF NOTTINGHAM'],
  ['ESRC', 'Research Grant', 'ES/W009876/1', 'Public attitudes to low carbon heating', 'A mixed-methods study of how households decide whether to install heat pumps or hydrogen boilers.', 398760, '2022-09', 30, 'CARDIFF UNIVERSITY'],
]

// ---- Rendering ---------------------------------------------------------------------------------
const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../../src/modules/grants/ingestion/data/sample/innovate_uk')
const SNAPSHOT = Date.UTC(2026, 10, 15)
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December']
const DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']
const esc = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

function parts (stamp) {
  const [d, t = '00:00'] = stamp.split(' ')
  const [y, m, day] = d.split('-').map(Number)
  const [h, min] = t.split(':').map(Number)
  return { y, m: m - 1, day, h, min }
}
const hour12 = ({ h, min }) => `${h % 12 === 0 ? 12 : h % 12}:${String(min).padStart(2, '0')}${h < 12 ? 'am' : 'pm'}`
/** "Monday 6 January 2025 11:00am", as IFS prints a milestone. */
const longDate = (stamp) => { const p = parts(stamp); return `${DAYS[new Date(Date.UTC(p.y, p.m, p.day)).getUTCDay()]} ${p.day} ${MONTHS[p.m]} ${p.y} ${hour12(p)}` }
/** "6 January 2025", as the search listing prints it. */
const shortDate = (stamp) => { const p = parts(stamp); return `${p.day} ${MONTHS[p.m]} ${p.y}` }
const addDays = (stamp, days) => { const p = parts(stamp); const d = new Date(Date.UTC(p.y, p.m, p.day + days)); return `${d.toISOString().slice(0, 10)} ${stamp.split(' ')[1] ?? '00:00'}` }
const ms = (stamp) => { const p = parts(stamp); return Date.UTC(p.y, p.m, p.day, p.h, p.min) }
const statusOf = (c) => (ms(c.open) > SNAPSHOT ? 'upcoming' : ms(c.close) < SNAPSHOT ? 'closed' : 'open')
const pick = (list, n) => list[n % list.length]

const RATES = {
  ir: ['For industrial research projects, your organisation can get funding for your eligible project costs of:', ['up to 70% if you are a micro or small organisation', 'up to 60% if you are a medium-sized organisation', 'up to 50% if you are a large organisation']],
  ed: ['For experimental development projects, your organisation can get funding for your eligible project costs of:', ['up to 45% if you are a micro or small organisation', 'up to 35% if you are a medium-sized organisation', 'up to 25% if you are a large organisation']],
  sme: ['You can get funding for your eligible project costs of:', ['up to 70% if you are a micro or small organisation', 'up to 60% if you are a medium-sized organisation']],
  ired: null,
  rto: ['For your eligible project costs you can get:', ['up to 70% if you are a micro or small organisation', 'up to 60% if you are a medium-sized organisation', 'up to 50% if you are a large organisation', 'up to 80% of full economic costs if you are a research organisation']],
}
RATES.ired = [RATES.ir, RATES.ed]
const WHO = {
  any: ['To lead a project your organisation must:', ['be a UK registered business of any size', 'carry out all of its project work in the UK', 'intend to exploit the results from or in the UK', 'collaborate with at least one other grant-claiming organisation']],
  sme: ['To lead a project or work alone your organisation must:', ['be a UK registered micro, small or medium-sized enterprise (SME)', 'carry out all of its project work in the UK', 'intend to exploit the results from or in the UK'], 'Large businesses, research organisations and charities can take part as collaborators but cannot lead.'],
  microsmall: ['To lead a project your organisation must:', ['be a UK registered micro or small business', 'carry out all of its project work in the UK', 'intend to exploit the results from or in the UK']],
  farm: ['To lead a project your organisation must:', ['be a UK registered business of any size, including farmers, growers and agri-food businesses', 'carry out all of its project work in England', 'collaborate with at least one other UK registered organisation']],
  open: ['To lead a project your organisation must be a UK registered business, academic institution, charity, public sector organisation or research and technology organisation (RTO).', [], 'You must carry out all of your project work in the UK.'],
  sbri: ['This competition is open to any organisation that can demonstrate a route to market for its solution.', [], 'Organisations from outside the UK can apply, but the work must be carried out in the UK and the solution must be trialled with UK public sector users.'],
  loan: ['To apply for an innovation loan your business must:', ['be a UK registered micro, small or medium-sized enterprise (SME)', 'be able to pay interest during the project and repay the loan afterwards', 'carry out the project in the UK']],
  intl: ['To lead the UK part of a project your organisation must:', ['be a UK registered business of any size', 'collaborate with at least one eligible business from a participating Eureka country', 'carry out its part of the project in the UK']],
}
const LISTING_ELIGIBILITY = {
  any: 'UK registered businesses of any size can lead, working with at least one other organisation.',
  sme: 'UK registered SMEs can lead a project, alone or with others.',
  microsmall: 'UK registered micro and small businesses can lead.',
  farm: 'UK registered businesses of any size, including farmers and growers, can lead a project in England.',
  open: 'UK registered businesses, academic institutions, charities and public sector organisations can lead.',
  sbri: 'Any organisation that can trial its solution in the UK.',
  loan: 'UK registered SMEs able to repay a loan.',
  intl: 'UK registered businesses of any size working with partners from Eureka countries.',
  none: '',
}
const NOT_FUNDED = [
  ['projects that duplicate work already funded by UK Research and Innovation', 'purely academic research without a business partner', 'projects that depend on export subsidies'],
  ['projects that are not focused on the competition themes', 'the purchase of equipment without innovation', 'projects that have already started'],
  ['studies that only review existing literature', 'projects without a clear route to market', 'activities that are a statutory obligation'],
]
const FOCUS_INTRO = ['The competition focuses on:', 'Your project must address one or more of the following:', 'We are looking for projects in:', 'Projects could include:']
const LINE_SENTENCE = [(l) => `This competition is part of the ${l}.`, (l) => `This competition is funded through the ${l}.`, (l) => `It is delivered under the ${l}.`]

const ul = (items) => items.length ? `<ul class="govuk-list govuk-list--bullet">\n${items.map((i) => `  <li>${esc(i)}</li>`).join('\n')}\n</ul>` : ''
const paras = (list) => list.filter(Boolean).map((p) => `<p class="govuk-body">${esc(p)}</p>`).join('\n')
const block = ([lead, items, after]) => [paras([lead]), ul(items), paras([after])].filter(Boolean).join('\n')

function summarySentence (c) {
  if (c.type === 'Loan') return `${c.lead} can apply for a share of up to ${c.pot} in innovation loans for late-stage research and development projects with strong commercial potential.`
  return `${c.lead} can apply for a share of up to ${c.pot}${c.type === 'Procurement' ? ', inclusive of VAT,' : ''} to ${c.to}.`
}

function descriptionHtml (c, n) {
  const first = c.type === 'Procurement'
    ? `${c.partner ? c.partner[0].toUpperCase() + c.partner.slice(1) : 'Innovate UK'} will invest up to ${c.pot}, inclusive of VAT, in innovation projects through the Small Business Research Initiative (SBRI).`
    : c.type === 'Loan'
      ? `Innovate UK, part of UK Research and Innovation, will offer up to ${c.pot} in innovation loans to micro, small and medium-sized enterprises.`
      : c.partner
        ? `Innovate UK, part of UK Research and Innovation, will work with ${c.partner} to invest up to ${c.pot} in innovation projects.`
        : `Innovate UK, part of UK Research and Innovation, will invest up to ${c.pot} in innovation projects.`
  const close = parts(c.close)
  return [
    paras([first, `The aim of this competition is to ${c.to}.`, c.line ? pick(LINE_SENTENCE, n)(c.line) : '', ...c.desc, pick(FOCUS_INTRO, n)]),
    ul(c.focus),
    paras(['In applying to this competition, you are entering into a competitive process.', `This competition closes at ${hour12(close).replace(':00', '')} UK time on the deadline stated.`]),
  ].join('\n')
}

const row = (heading, html) => `      <div class="govuk-grid-row govuk-!-margin-bottom-6">
        <div class="govuk-grid-column-one-third"><h3 class="govuk-heading-m govuk-!-margin-0">${esc(heading)}</h3></div>
        <div class="govuk-grid-column-two-thirds"><div class="govuk-body wysiwyg-styles">
${html}
        </div></div>
      </div>`

function milestones (c) {
  const list = [[c.open, 'Competition opens', true]]
  if (c.id % 3 === 0) list.push([addDays(c.open, 9).replace(/ .*/, ' 10:00'), 'Online briefing event: find out more about this competition and how to apply.', false])
  if (c.registration) list.push([c.registration, 'Registration closes', true])
  list.push([c.close, 'Competition closes', true], [addDays(c.close, 56).replace(/ .*/, ' 00:00'), 'Applicants notified', false])
  return list
}

function panels (c, n) {
  const summary = [row('Description', descriptionHtml(c, n)), row('Funding type', `<p class="govuk-body">${c.type ?? 'Grant'}</p>`)]
  if (c.size) summary.push(row('Project size', `<p class="govuk-body">${esc(c.size)}</p>`))
  if (c.type === 'Loan') summary.push(row('Loan terms', paras(['Interest is charged at 7.4% per annum during the availability and extension periods, and 3.7% during the repayment period.', 'Loans are repayable over up to 5 years after the project ends.'])))
  const eligibility = []
  if (!c.noEligibility && WHO[c.who]) eligibility.push(row(n % 4 === 1 ? 'Lead organisation' : 'Who can apply', block(WHO[c.who])))
  if (c.rates === 'ired') eligibility.push(row('Funding', RATES.ired.map(block).join('\n')))
  else if (RATES[c.rates]) eligibility.push(row('Funding', block(RATES[c.rates])))
  if (c.rates === 'full') eligibility.push(row('Funding', paras(['Successful applicants will be awarded a contract covering up to 100% of your eligible project costs, including VAT.', 'Intellectual property rights remain with the contractor.'])))
  eligibility.push(row('Number of applications', paras([`Any one organisation can lead on ${n % 2 ? 'one application' : 'up to two applications'} and be a partner in up to ${n % 2 ? 'two' : 'three'} more.`])))
  const scope = [row('Your project', paras([`Your project must ${c.to}.`, 'It must show a clear route to commercial deployment and measurable benefits for the UK.'])), row('Projects we will not fund', block(['We will not fund:', pick(NOT_FUNDED, n)]))]
  const dates = milestones(c).map(([stamp, text, strong]) => `        <dt class="govuk-!-margin-top-6"><span class="govuk-heading-m">${longDate(stamp)}</span></dt>\n        <dd class="govuk-!-margin-top-6">${strong ? `<strong>${esc(text)}</strong>` : esc(text)}</dd>`).join('\n')
  const how = [row('Application process', paras(['The lead applicant must register for an account using the link on this page. During the application process the lead applicant can invite collaborators.', 'Your application will be assessed by independent experts.']))]
  const info = [row('Supporting information', paras(['Read the general guidance for applicants before you start. Further guidance on project costs and subsidy control is available on GOV.UK.']))]
  return { summary, eligibility, scope, dates, how, info }
}

const PAGE_HEAD = (title) => `<!DOCTYPE html>
<html lang="en" class="govuk-template">
<head>
  <meta http-equiv="content-type" content="text/html; charset=UTF-8" />
  <title>${esc(title)} - Innovation Funding Service</title>
  <meta name="viewport" content="width=device-width, initial-scale=1" />
  <link href="/css/screen.css" media="screen,print" rel="stylesheet" type="text/css" />
</head>`
const HEADER = `  <a href="#main-content" class="govuk-skip-link">Skip to main content</a>
  <header class="govuk-header" role="banner" data-module="govuk-header">
    <div class="govuk-header__container govuk-width-container">
      <div class="govuk-header__content"><a href="/" class="govuk-header__link govuk-header__service-name">Innovation Funding Service</a></div>
    </div>
  </header>`
const FOOTER = `  <footer class="govuk-footer" role="contentinfo">
    <div class="govuk-width-container">
      <p class="govuk-body-s">All content is available under the <a class="govuk-footer__link" href="https://www.nationalarchives.gov.uk/doc/open-government-licence/version/3/" rel="license">Open Government Licence v3.0</a>, except where otherwise stated</p>
    </div>
  </footer>
</body>
</html>
`

function statusBlock (c) {
  const s = statusOf(c)
  const warning = s === 'closed' ? 'This competition is now closed.' : s === 'upcoming' ? 'This competition has not yet opened.' : null
  const button = s === 'open'
    ? `<a class="govuk-button" href="/competition/${c.id}/info/before-you-apply">Start new application</a>`
    : '<a class="govuk-button govuk-button--disabled" aria-disabled="true">Start new application</a>'
  return `    <div>
${warning ? `      <div class="govuk-warning-text"><span class="govuk-warning-text__icon" aria-hidden="true">!</span><strong class="govuk-warning-text__text"><span class="govuk-warning-text__assistive">Warning</span>${warning}</strong></div>\n` : ''}      <p class="govuk-!-margin-top-6">${button}</p>
      ${s === 'open' ? '<p class="govuk-body">Or <a class="govuk-link" href="/">sign in</a> to continue an existing application.</p>' : ''}
    </div>`
}

function overviewPage (c, n) {
  if (c.variant === 'legacy') return legacyPage(c, n)
  const p = panels(c, n)
  const dateList = c.variant === 'dates-tab-only' ? '' : `    <ul class="govuk-list">
      <li><strong>Opens:</strong> <span>${longDate(c.open)}</span></li>
${c.registration ? `      <li><strong>Registration closes:</strong> ${longDate(c.registration)}</li>\n` : ''}      <li><strong>Closes:</strong> ${longDate(c.close)}</li>
    </ul>`
  const tabs = [['summary', 'Summary', p.summary], ['eligibility', 'Eligibility', p.eligibility], ['scope', 'Scope', p.scope], ['dates', 'Dates', null], ['how-to-apply', 'How to apply', p.how], ['supporting-information', 'Supporting information', p.info]]
  const body = c.variant === 'no-tabs'
    ? bareHeadings([...p.summary, ...p.eligibility, ...p.scope])
    : `    <div class="govuk-tabs" data-module="govuk-tabs" id="competition-overview-tabs">
      <h2 class="govuk-tabs__title">Competition sections</h2>
      <ul class="govuk-tabs__list">
${tabs.map(([id, label], i) => `        <li class="govuk-tabs__list-item${i === 0 ? ' govuk-tabs__list-item--selected' : ''}"><a class="govuk-tabs__tab" href="#${id}">${label}</a></li>`).join('\n')}
      </ul>
${tabs.map(([id, , rows], i) => `      <section class="govuk-tabs__panel${i ? ' govuk-tabs__panel--hidden' : ''}" id="${id}">
${rows ? rows.join('\n') : `      <dl class="standard-definition-list column-definition-list">\n${p.dates}\n      </dl>`}
      </section>`).join('\n')}
    </div>`
  return `${PAGE_HEAD('Competition Overview')}
<body class="govuk-template__body competition-overview">
${HEADER}
  <div class="govuk-width-container">
    <div class="govuk-phase-banner"><p class="govuk-phase-banner__content"><strong class="govuk-tag govuk-phase-banner__content__tag">BETA</strong><span class="govuk-phase-banner__text">This is a new service.</span></p></div>
    <a class="govuk-back-link" href="/competition/search">Back to all competitions</a>
  <main class="govuk-main-wrapper" id="main-content" role="main">
    <h1 class="govuk-heading-xl"><span class="govuk-caption-l">Funding competition</span>${esc(c.title)}</h1>
    <div class="wysiwyg-styles govuk-body"><p class="govuk-body">${esc(summarySentence(c))}</p></div>
${dateList}
${statusBlock(c)}
${body}
    <p class="govuk-body user-feedback">Need help with this service? <a class="govuk-link" href="/info/contact">Contact us</a></p>
  </main>
  </div>
${FOOTER}`
}

/** Rows rewritten as bare "<h2>heading</h2><div>content</div>" blocks (older and simpler pages). */
const bareHeadings = (rows) => rows.map((r) => r
  .replace(/<div class="govuk-grid-row[^>]*>\s*<div class="govuk-grid-column-one-third"><h3[^>]*>/, '<h2 class="heading-medium">')
  .replace('</h3></div>\n        <div class="govuk-grid-column-two-thirds"><div class="govuk-body wysiwyg-styles">', '</h2>\n<div class="wysiwyg-styles">')
  .replace(/<\/div><\/div>\s*<\/div>$/, '</div>')).join('\n')

/** The pre-GOV.UK Frontend template (an older page still served): headings inside bare sections. */
function legacyPage (c, n) {
  const p = panels(c, n)
  const strip = bareHeadings
  const s = statusOf(c)
  return `${PAGE_HEAD('Competition Overview')}
<body class="competition-overview">
  <header role="banner" id="global-header" class="with-proposition"><div class="header-wrapper"><a href="/">Innovation Funding Service</a></div></header>
  <main tabindex="-1" id="content">
    <div class="sub-header"><nav><a class="link-back" href="/competition/search">Back to all competitions</a></nav></div>
    <h1 class="heading-large"><span class="heading-secondary">Funding competition</span>${esc(c.title)}</h1>
    <p class="wysiwyg-styles">${esc(summarySentence(c))}</p>
    <ul class="list">
      <li><strong>Competition opens:</strong> <span>${longDate(c.open).replace(/ \d+:\d+[ap]m$/, '')}</span></li>
      <li><strong>Competition closes:</strong> ${longDate(c.close)}</li>
    </ul>
    <div>
${s === 'closed' ? '      <div class="warning-alert">This competition is now closed.</div>\n' : ''}${s === 'upcoming' ? '      <div class="warning-alert">This competition has not yet opened.</div>\n' : ''}      <p class="extra-margin-top"><a class="button${s === 'open' ? '' : ' disabled'}" href="/competition/${c.id}/info/before-you-apply">Start new application</a></p>
    </div>
    <div id="competition-overview-tabs" class="tabs">
      <ul><li><a href="#summary">Summary</a></li><li><a href="#eligibility">Eligibility</a></li><li><a href="#scope">Scope</a></li></ul>
      <section id="summary">
${strip(p.summary)}
      </section>
      <section id="eligibility">
${strip(p.eligibility)}
      </section>
      <section id="scope">
${strip(p.scope)}
      </section>
    </div>
  </main>
</body>
</html>
`
}

function searchPage (items, page, pages, total) {
  const li = items.map((c, i) => {
    const s = statusOf(c)
    const soon = s === 'open' && ms(c.close) - SNAPSHOT < 14 * 86_400_000
    const header = s === 'upcoming' ? 'Opening soon' : s === 'closed' ? 'Closed' : soon ? 'Closing soon' : 'Open now'
    const href = c.hash ? `/competition/${c.id}/overview/${c.hash}` : `/competition/${c.id}/overview`
    return `                       <li>
                           <h2 class="govuk-heading-m govuk-!-margin-top-0 govuk-!-margin-bottom-6">
                               <a class="govuk-link" href="${href}">${esc(c.title)}</a>
                           </h2>
                           <div class="wysiwyg-styles govuk-!-margin-bottom-4"><p>${esc(summarySentence(c))}</p></div>
                           <h3 class="govuk-heading-s govuk-!-margin-bottom-0">Eligibility</h3>
                           <div class="wysiwyg-styles govuk-!-margin-bottom-4">${LISTING_ELIGIBILITY[c.noEligibility ? 'none' : c.who] ? `<p>${esc(LISTING_ELIGIBILITY[c.noEligibility ? 'none' : c.who])}</p>` : ''}</div>
                           <h3 class="govuk-heading-s govuk-!-margin-bottom-0">${header}</h3>
                           <dl class="date-definition-list govuk-!-margin-top-0">
                                <dt>${s === 'upcoming' ? 'Opens' : 'Opened'}:</dt>
                                <dd>${shortDate(c.open)}</dd>
                                <dt>Closes:</dt>
                                <dd>${shortDate(c.close)}</dd>
                            </dl>
${i < items.length - 1 ? '                            <hr class="govuk-section-break govuk-section-break--l govuk-section-break--visible"/>\n' : ''}                        </li>`
  }).join('\n')
  const start = page * 25 + 1
  const pager = []
  if (page > 0) pager.push(`                        <li class="prev">\n                            <a class="govuk-link" href="?page=${page - 1}" rel="prev" title="Navigate to previous part"><span class="pagination-label">Previous</span> <span class="pagination-part-title">${start - 25} to ${start - 1}</span></a>\n                        </li>`)
  if (page < pages - 1) pager.push(`                        <li class="next">\n                            <a class="govuk-link" href="?page=${page + 1}" rel="next" title="Navigate to next part"><span class="pagination-label">Next</span> <span class="pagination-part-title">${start + 25} to ${Math.min(start + 49, total)}</span></a>\n                        </li>`)
  return `${PAGE_HEAD('Innovation competitions')}
<body class="govuk-template__body public-content">
${HEADER}
  <div class="govuk-width-container">
    <a class="govuk-link" href="https://www.gov.uk/government/organisations/innovate-uk">Innovate UK</a>
    <main class="govuk-main-wrapper" id="main-content" role="main">
      <h1 class="govuk-heading-l">Innovation competitions</h1>
      <div class="govuk-grid-row">
        <div class="govuk-grid-column-one-third">
          <form id="filter-competitions" method="GET">
            <fieldset class="govuk-fieldset">
              <legend class="govuk-fieldset__legend govuk-fieldset__legend--s"><h2 class="govuk-fieldset__heading">Filter competitions</h2></legend>
              <div class="govuk-form-group"><label class="govuk-label" for="keywords">Keywords</label><input class="govuk-input" id="keywords" name="keywords" type="text" /></div>
              <div class="govuk-form-group"><label class="govuk-label" for="innovation-area">Innovation area</label>
                <select class="govuk-select" id="innovation-area" name="innovationAreaId"><option value="">Any</option><option value="5">Energy systems</option><option value="19">Infrastructure systems</option><option value="21">Agriculture and food</option><option value="24">Transport</option><option value="30">Health and life sciences</option><option value="34">Digital</option></select>
              </div>
              <div class="govuk-form-group"><button class="govuk-button" id="update-competition-results-button">Update results</button></div>
            </fieldset>
          </form>
        </div>
        <div class="govuk-grid-column-two-thirds">
          <h2 class="govuk-heading-s govuk-!-margin-0">${total} competitions</h2>
          <hr class="govuk-section-break govuk-section-break--l govuk-section-break--visible govuk-!-margin-top-0" />
          <ul class="govuk-list">
${li}
          </ul>
${pager.length ? `          <ul class="pagination">\n${pager.join('\n')}\n          </ul>` : ''}
        </div>
      </div>
    </main>
  </div>
${FOOTER}`.replace(/\n{3,}/g, '\n\n')
}

// ---- GtR ----------------------------------------------------------------------------------------
const uuid = (seed) => { const h = createHash('sha1').update(seed).digest('hex').toUpperCase(); return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-A${h.slice(17, 20)}-${h.slice(20, 32)}` }
const bstOffset = (y, m, d) => { const last = (mo) => { const e = new Date(Date.UTC(y, mo + 1, 0)); return Date.UTC(y, mo, e.getUTCDate() - e.getUTCDay(), 1) }; const t = Date.UTC(y, m, d); return t >= last(2) && t < last(9) ? 3_600_000 : 0 }
/** GtR's epoch milliseconds: UK midnight of the day. */
const ukMidnight = (y, m, d) => Date.UTC(y, m, d) - bstOffset(y, m, d)
const SUBJECT = [[/energy|fuel|combustion|carbon capture/i, 'Energy'], [/transport|marine/i, 'Transport'], [/agri|animal|soil|food/i, 'Agriculture, Food and Drink'], [/artificial|informatics/i, 'Info. & commun. Technol.'], [/diagnos|medical|health/i, 'Healthcare'], [/manufactur|materials|biotech/i, 'Manufacturing'], [/building|construction/i, 'Built Environment'], [/waste|water|environment|ecosystem|earth|geoscience|robot/i, 'Environment']]
const subjectOf = (topic) => SUBJECT.find(([re]) => re.test(topic))?.[1] ?? 'Other'

function gtrProject ([title, abstract, value, start, months, lead, partners, topics], category, i) {
  const [y, m] = start.split('-').map(Number)
  const startMs = ukMidnight(y, m - 1, 1)
  const endDate = new Date(Date.UTC(y, m - 1 + months, 0))
  const endMs = ukMidnight(endDate.getUTCFullYear(), endDate.getUTCMonth(), endDate.getUTCDate())
  const ref = String(10012345 + i * 7919 + (category.length * 131))
  const id = uuid(`project:${ref}`)
  const ktp = category === 'Knowledge Transfer Partnership'
  const orgs = [lead, ...partners]
  // Grant offers add up to the award: the lead takes the largest share (a KTP's company claims none).
  const share = partners.length ? Math.round(value * 0.45 / partners.length) : 0
  const offers = ktp ? [value, 0] : [value - share * partners.length, ...partners.map(() => share)]
  const participants = orgs.map((name, k) => {
    const university = /UNIVERSITY|INSTITUTE|SRUC|NIAB|CATAPULT|CENTRE|COUNCIL|NHS|AUTHORITY/.test(name)
    const offer = offers[k] ?? 0
    const cost = ktp && k === 1 ? Math.round(value * 0.5) : Math.round(offer / (university || category === 'Small Business Research Initiative' || category === 'Innovation Loans' ? 1 : 0.6))
    return { organisationId: uuid(`org:${name}`), organisationName: name, role: k === 0 ? 'LEAD_PARTICIPANT' : 'PARTICIPANT', projectCost: cost, grantOffer: offer }
  })
  const subjects = [...new Set(topics.map(subjectOf))]
  const fundId = uuid(`fund:${ref}`)
  return {
    links: { link: [
      ...participants.map((p, k) => ({ href: `https://gtr.ukri.org:443/gtr/api/organisations/${p.organisationId}`, rel: k === 0 ? 'LEAD_ORG' : 'PARTICIPANT_ORG', start: null, end: null, otherAttributes: {} })),
      { href: `https://gtr.ukri.org:443/gtr/api/persons/${uuid(`pm:${ref}`)}`, rel: 'PM_PER', start: null, end: null, otherAttributes: {} },
      { href: `https://gtr.ukri.org:443/gtr/api/funds/${fundId}`, rel: 'FUND', start: startMs, end: endMs, otherAttributes: {} },
    ] },
    ext: null,
    id,
    outcomeid: createHash('md5').update(ref).digest('hex'),
    href: `https://gtr.ukri.org:443/gtr/api/projects/${id}`,
    created: startMs - 45 * 86_400_000,
    identifiers: { identifier: [{ value: ref, type: 'RCUK' }] },
    grantReference: ref,
    title,
    status: endMs < SNAPSHOT ? 'Closed' : 'Active',
    grantCategory: category,
    leadFunder: 'Innovate UK',
    leadOrganisationDepartment: '',
    abstractText: abstract,
    techAbstractText: null,
    potentialImpact: null,
    healthCategories: { healthCategory: [] },
    researchActivities: { researchActivity: [] },
    researchSubjects: { researchSubject: subjects.map((s) => ({ id: uuid(`subject:${s}`), text: s, percentage: Math.round(100 / subjects.length) })) },
    researchTopics: { researchTopic: topics.map((t) => ({ id: uuid(`topic:${t}`), text: t, percentage: Math.round(100 / topics.length) })) },
    rcukProgrammes: { rcukProgramme: [] },
    start: startMs,
    end: endMs,
    fund: { valuePounds: value, start: startMs, end: endMs, funder: { id: 'E18E2F0F-AC7D-4E02-9559-669F7C8FEC74', name: 'Innovate UK' }, category: 'INCOME_ACTUAL' },
    participantValues: { participant: participants },
  }
}

function otherProject ([funder, category, ref, title, abstract, value, start, months, lead]) {
  const [y, m] = start.split('-').map(Number)
  const startMs = ukMidnight(y, m - 1, 1)
  const e = new Date(Date.UTC(y, m - 1 + months, 0))
  const endMs = ukMidnight(e.getUTCFullYear(), e.getUTCMonth(), e.getUTCDate())
  const id = uuid(`project:${ref}`)
  return {
    links: { link: [{ href: `https://gtr.ukri.org:443/gtr/api/organisations/${uuid(`org:${lead}`)}`, rel: 'LEAD_ORG', start: null, end: null, otherAttributes: {} }] },
    ext: null, id, outcomeid: createHash('md5').update(ref).digest('hex'), href: `https://gtr.ukri.org:443/gtr/api/projects/${id}`, created: startMs - 90 * 86_400_000,
    identifiers: { identifier: [{ value: ref, type: 'RCUK' }] }, grantReference: ref, title, status: endMs < SNAPSHOT ? 'Closed' : 'Active',
    grantCategory: category, leadFunder: funder, leadOrganisationDepartment: 'School of Engineering', abstractText: abstract, techAbstractText: null, potentialImpact: null,
    healthCategories: { healthCategory: [] }, researchActivities: { researchActivity: [] }, researchSubjects: { researchSubject: [] }, researchTopics: { researchTopic: [] }, rcukProgrammes: { rcukProgramme: [] },
    start: startMs, end: endMs,
    fund: { valuePounds: value, start: startMs, end: endMs, funder: { id: uuid(`funder:${funder}`), name: funder }, category: 'INCOME_ACTUAL' },
    participantValues: { participant: [] },
  }
}

// ---- Write ---------------------------------------------------------------------------------------
const ifsDir = join(ROOT, 'ifs')
const gtrDir = join(ROOT, 'gtr')
rmSync(ifsDir, { recursive: true, force: true })
rmSync(gtrDir, { recursive: true, force: true })
mkdirSync(ifsDir, { recursive: true })
mkdirSync(gtrDir, { recursive: true })
COMPETITIONS.forEach((c, n) => {
  if (c.id === 2326 || c.id === 2380) c.registration = addDays(c.close, -7)
  writeFileSync(join(ifsDir, `competition-${c.id}-overview.html`), overviewPage(c, n))
})
const order = { open: 0, upcoming: 1, closed: 2 }
const listed = [...COMPETITIONS].sort((a, b) => order[statusOf(a)] - order[statusOf(b)] || ms(a.close) - ms(b.close))
const pages = Math.ceil(listed.length / 25)
for (let p = 0; p < pages; p++) writeFileSync(join(ifsDir, `competition-search-page-${p}.html`), searchPage(listed.slice(p * 25, p * 25 + 25), p, pages, listed.length))

let i = 0
const records = []
for (const [category, list] of Object.entries(PROJECTS)) for (const p of list) records.push(gtrProject(p, category, i++))
OTHER_FUNDERS.forEach((o, k) => records.splice(9 + k * 17, 0, otherProject(o)))
const response = { links: { link: [] }, ext: null, project: records, page: 1, size: 100, totalPages: 1, totalSize: records.length }
writeFileSync(join(gtrDir, 'gtr-projects-innovate-uk-p1-s100.json'), JSON.stringify(response, null, 2) + '\n')
console.log(`innovate_uk samples: ${COMPETITIONS.length} overview pages, ${pages} search pages, ${records.length} GtR projects (${i} Innovate UK)`)

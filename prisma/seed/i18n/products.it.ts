/**
 * The demo catalogue in Italian, the shop's base language: each product's English title
 * (its key in products.ts) mapped to its Italian title and description lines, line for line.
 */
import type { ProductTexts } from "./types";

export const IT: ProductTexts = {
  // Incensi
  "Hem Precious Chandan Incense Sticks": {
    title: "Bastoncini d'incenso Hem Precious Chandan",
    description: [
      "Sei confezioni da 20 bastoncini arrotolati a mano (120 in tutto)",
      "Sandalo caldo e cremoso, con un delicato finale legnoso",
      "Ogni bastoncino brucia per circa 40 minuti",
      "Prodotti in India su un'anima di bambù naturale",
    ],
  },
  "Hem Seven Chakras Incense Sticks": {
    title: "Bastoncini d'incenso Hem Sette Chakra",
    description: [
      "Sette fragranze in un'unica confezione, una per ogni chakra",
      "Ideali per la meditazione, lo yoga e le serate tranquille",
      "Bastoncini masala intinti a mano, 20 grammi per confezione",
    ],
  },
  "Satya Nag Champa Classic Incense": {
    title: "Incenso Satya Nag Champa Classico",
    description: [
      "L'originale Nag Champa della scatola blu, 12 confezioni da 15 grammi",
      "Fiore di champaca, legno di sandalo e resina halmaddi",
      "Un fumo ricco e dolce che persiste per ore",
      "Arrotolato a mano a Bangalore da un'azienda di famiglia dal 1964",
    ],
  },
  "Satya Super Hit Incense Cones": {
    title: "Coni d'incenso Satya Super Hit",
    description: [
      "Dodici coni e un portaconi in ceramica in ogni confezione",
      "Una miscela terrosa e leggermente speziata, amata in tutto il mondo",
      "Ogni cono brucia per circa 20 minuti",
    ],
  },
  "Darshan Lavender Incense Sticks": {
    title: "Bastoncini d'incenso Darshan alla lavanda",
    description: [
      "Lavanda rilassante secondo una ricetta masala tradizionale",
      "Sei tubetti da 20 bastoncini",
      "Un profumo delicato per la camera da letto e l'angolo lettura",
    ],
  },
  "Padmini Spiritual Guide Dhoop Sticks": {
    title: "Bastoncini dhoop Padmini Spiritual Guide",
    description: [
      "Bastoncini dhoop senza bambù, di pura resina ed erbe",
      "Una fragranza intensa e fumosa, con note di benzoino",
      "Dieci bastoncini per confezione, ognuno brucia per circa 50 minuti",
      "Spezza un bastoncino a metà per una sessione più breve",
    ],
  },
  "Goloka Frankincense Incense Sticks": {
    title: "Bastoncini d'incenso Goloka all'olibano",
    description: [
      "Olibano e mirra, arrotolati a mano a Bangalore",
      "Un profumo resinoso e pulito per la meditazione",
      "Dodici confezioni da 15 grammi",
      "Ingredienti naturali, senza polvere di carbone",
    ],
  },
  "Vijayshree Golden Nag Incense Cones": {
    title: "Coni d'incenso Vijayshree Golden Nag",
    description: [
      "Dodici coni grandi in una scatola dorata",
      "Nag champa floreale su una base di miele",
      "Combustione lenta, circa 30 minuti per cono",
    ],
  },
  "Vijayshree Mogra Incense Sticks": {
    title: "Bastoncini d'incenso Vijayshree Mogra",
    description: [
      "Gelsomino arabo, in India chiamato mogra",
      "Fresco, inebriante e dolce, come un giardino in una notte d'estate",
      "Sei confezioni da 20 bastoncini masala",
    ],
  },

  // Candele
  "Noor Amber And Oud Scented Candle": {
    title: "Candela profumata Noor ambra e oud",
    description: [
      "Cera di soia colata a mano in un vasetto di vetro fumé, 220 grammi",
      "Ambra calda, legno di oud e un tocco di vaniglia",
      "Stoppino in cotone, circa 45 ore di combustione",
      "Una volta finita la candela, il vasetto si può riutilizzare",
    ],
  },
  "Garden Fresh Jasmine Soy Candle": {
    title: "Candela di soia Garden Fresh al gelsomino",
    description: [
      "Pura cera di soia profumata al gelsomino sambac",
      "Stoppino in cotone senza piombo, 30 ore di combustione",
      "Vasetto in ceramica smaltato a mano in un tenue color avorio",
    ],
  },
  "Sac Beeswax Pillar Candle": {
    title: "Candela a colonna Sac in cera d'api",
    description: [
      "Cera d'api naturale piena, 7 per 12 centimetri",
      "Un lieve profumo di miele quando è accesa, senza fragranze aggiunte",
      "Cola pochissimo e brucia fino a 60 ore",
      "Una dolce luce dorata per altari e tavole",
    ],
  },
  "Ullas Sandalwood Tealight Set": {
    title: "Set di tealight Ullas al sandalo",
    description: [
      "Ventiquattro tealight profumati al sandalo",
      "Circa 4 ore di combustione ciascuno",
      "Coppette trasparenti senza alluminio, facili da riciclare",
    ],
  },
  "Tales Of India Rose Petal Candle": {
    title: "Candela Tales Of India ai petali di rosa",
    description: [
      "Cera di colza e di cocco con veri petali di rosa essiccati",
      "Profumo di rosa damascena e pepe rosa",
      "Latta con coperchio in finitura ottone, 300 grammi",
      "Circa 55 ore di combustione lenta e uniforme",
    ],
  },

  // Palo santo
  "Sagrada Madre Palo Santo Sticks": {
    title: "Bastoncini di palo santo Sagrada Madre",
    description: [
      "Sei bastoncini di Bursera graveolens dal Perù",
      "Legno di alberi caduti naturalmente, stagionato per anni",
      "Un fumo dolce, agrumato e mentolato",
      "Accendi un'estremità, lascia ardere la fiamma per un istante, poi soffia",
    ],
  },
  "Sagrada Madre Palo Santo Cones": {
    title: "Coni di palo santo Sagrada Madre",
    description: [
      "Dieci coni di palo santo macinato con legante naturale",
      "Un profumo pulito e rigenerante in circa 15 minuti",
      "Perfetti prima della meditazione o dopo che gli ospiti sono andati via",
    ],
  },
  "Tribal Soul Palo Santo Bundle": {
    title: "Mazzetto di palo santo Tribal Soul",
    description: [
      "Dodici bastoncini spessi legati con un cordoncino di cotone",
      "Raccolto in modo sostenibile in Ecuador",
      "Un mazzetto generoso per i rituali di purificazione quotidiani",
    ],
  },
  "Goloka Palo Santo Incense Sticks": {
    title: "Bastoncini d'incenso Goloka al palo santo",
    description: [
      "Profumo di palo santo su bastoncini di bambù arrotolati a mano",
      "Quindici grammi per confezione",
      "Un modo delicato per godersi ogni giorno il legno sacro",
    ],
  },

  // Incenso in grani
  "Sac Frankincense Resin Tears": {
    title: "Lacrime di resina d'olibano Sac",
    description: [
      "Lacrime di olibano dall'Oman, 100 grammi",
      "Luminoso, balsamico e dalle note di limone quando si scalda",
      "Da bruciare sul carboncino o in un brucia-resine",
    ],
  },
  "Ayurvedic Temple Blend Resin": {
    title: "Miscela di resine Ayurvedic del Tempio",
    description: [
      "Benzoino, mirra e olibano miscelati a mano",
      "Il profumo caldo dei templi indiani al tramonto",
      "Barattolo di vetro da 80 grammi con tappo in sughero",
      "Un pizzico sul carboncino ardente profuma un'intera stanza",
    ],
  },
  "Sree Vani Myrrh Resin Grains": {
    title: "Mirra in grani Sree Vani",
    description: [
      "Resina di Commiphora myrrha, 100 grammi",
      "Profonda, dolceamara e terrosa",
      "Tradizionalmente bruciata per ritrovare calma e radicamento",
    ],
  },
  "Sagrada Madre Copal Resin": {
    title: "Resina di copale Sagrada Madre",
    description: [
      "Copale bianco dal Messico, 60 grammi",
      "Un fumo fresco e resinoso, che ricorda il pino, usato nelle cerimonie",
      "Pezzi selezionati a mano, senza corteccia né polvere",
      "Da usare con dischetti di carbone in un bruciatore resistente al calore",
    ],
  },

  // Salvie naturali
  "Sagrada Madre White Sage Smudge Stick": {
    title: "Smudge stick di salvia bianca Sagrada Madre",
    description: [
      "Salvia bianca californiana, da 10 a 12 centimetri",
      "Coltivata e raccolta da piccole aziende agricole",
      "Legata con filo di cotone naturale",
      "Da bruciare in una conchiglia o in una ciotola, lasciando fluttuare il fumo",
    ],
  },
  "Tribal Soul Blue Sage Bundle": {
    title: "Mazzetto di salvia blu Tribal Soul",
    description: [
      "Salvia blu dal profumo erbaceo più morbido",
      "Mazzetto legato a mano di circa 10 centimetri",
      "Ideale per una leggera purificazione quotidiana",
    ],
  },
  "Garden Fresh Lavender Sage Wand": {
    title: "Bacchetta di salvia e lavanda Garden Fresh",
    description: [
      "Salvia bianca avvolta da fiori di lavanda",
      "Una miscela rilassante per la camera da letto",
      "Lunga circa 15 centimetri",
    ],
  },
  "Terra Rose Petal Sage Smudge": {
    title: "Smudge di salvia e petali di rosa Terra",
    description: [
      "Salvia bianca, petali di rosa e yerba santa",
      "Un bellissimo regalo per una casa nuova",
      "Avvolto in un cordoncino di cotone arcobaleno",
      "Ogni mazzetto è unico",
    ],
  },

  // Carboncini
  "Sac Quick Light Charcoal Tablets": {
    title: "Carboncini autoaccendenti Sac Quick Light",
    description: [
      "Dieci dischetti di carbone autoaccendenti da 33 millimetri",
      "Si accendono in pochi secondi e restano incandescenti per circa 45 minuti",
      "Per resine, erbe e incenso in grani",
    ],
  },
  "Blc Bamboo Charcoal Discs": {
    title: "Dischetti di carbone di bambù Blc",
    description: [
      "Carbone naturale di bambù senza salnitro",
      "Inodore e senza fumo una volta acceso",
      "Confezione da 40 dischetti da 40 millimetri",
      "Da accendere con un fornelletto o una fiamma a gas",
    ],
  },
  "Vijayshree Coconut Charcoal Rolls": {
    title: "Rotolini di carbone di cocco Vijayshree",
    description: [
      "Carbone di guscio di cocco, dieci rotolini da dieci pastiglie",
      "Un calore uniforme per le resine più preziose",
      "Confezionati in alluminio per proteggerli dall'umidità",
    ],
  },

  // Incenso a riflusso
  "Ullas Waterfall Backflow Cones": {
    title: "Coni a riflusso Ullas Cascata",
    description: [
      "Quaranta coni a riflusso con il cuore cavo",
      "Il fumo scende verso il basso come una piccola cascata",
      "Profumo di sandalo e vaniglia",
    ],
  },
  "Darshan Mountain Backflow Burner": {
    title: "Bruciatore a riflusso Darshan Montagna",
    description: [
      "Montagna in ceramica smaltata a mano, alta 14 centimetri",
      "Il fumo scende lungo tre terrazze fino a un lago",
      "Include 20 coni a riflusso per cominciare",
      "Si pulisce con un panno asciutto",
    ],
  },
  "Sree Vani Lotus Backflow Burner": {
    title: "Bruciatore a riflusso Sree Vani Loto",
    description: [
      "Foglia di loto in ceramica con un piccolo Buddha",
      "Il fumo si raccoglie tra i petali come la nebbia del mattino",
      "Largo dodici centimetri",
    ],
  },
  "Padmini Rose Backflow Cones": {
    title: "Coni a riflusso Padmini alla rosa",
    description: [
      "Trenta coni a riflusso profumati alla rosa",
      "Un fumo denso che scende lentamente",
      "Ogni cono brucia per circa 15 minuti",
    ],
  },

  // Geodi e druse
  "Terra Amethyst Geode Cathedral": {
    title: "Cattedrale di ametista Terra",
    description: [
      "Ametista dell'Uruguay, punte di un viola intenso",
      "Alta circa 18 centimetri, 1,4 chilogrammi",
      "Ogni pezzo è unico: il tuo potrebbe essere leggermente diverso",
      "Spolverala con un pennello morbido e tienila lontana dal sole forte",
    ],
  },
  "Terra Agate Geode Pair": {
    title: "Coppia di geodi di agata Terra",
    description: [
      "Le due metà di una geode di agata brasiliana",
      "Strati di blu e crema con un cuore di cristalli",
      "Circa 8 centimetri di diametro",
    ],
  },
  "Tribal Soul Citrine Druse": {
    title: "Drusa di citrino Tribal Soul",
    description: [
      "Un grappolo di punte di citrino color oro miele",
      "Larga circa 10 centimetri",
      "Una pietra calda per la scrivania e il davanzale",
    ],
  },
  "Blc Clear Quartz Cluster": {
    title: "Drusa di cristallo di rocca Blc",
    description: [
      "Cristallo di rocca dal Minas Gerais",
      "Punte naturali e affilate su una base piatta",
      "Larga circa 9 centimetri",
      "Tradizionalmente usata per ricaricare le altre pietre",
    ],
  },
  "Ethnic Vibes Celestite Geode": {
    title: "Geode di celestina Ethnic Vibes",
    description: [
      "Cristalli di celestina azzurro cielo dal Madagascar",
      "Una geode ovale di circa 12 centimetri",
      "Delicata: tienila all'asciutto e lontana dalla luce diretta del sole",
    ],
  },

  // Perle per creazioni
  "Terra Rose Quartz Beads Eight Millimetres": {
    title: "Perle di quarzo rosa Terra da 8 millimetri",
    description: [
      "Un filo di 38 centimetri di perle tonde di quarzo rosa",
      "Otto millimetri, forate per elastico o filo metallico",
      "Un rosa tenue e uniforme",
    ],
  },
  "Blc Lava Stone Beads Mix": {
    title: "Mix di perle di pietra lavica Blc",
    description: [
      "Perle di lava vulcanica nera, 8 millimetri",
      "Porose: aggiungi una goccia di olio essenziale per un bracciale diffusore",
      "Circa 48 perle per filo",
    ],
  },
  "Tales Of India Freshwater Pearls Strand": {
    title: "Filo di perle d'acqua dolce Tales Of India",
    description: [
      "Perle coltivate d'acqua dolce, da 6 a 7 millimetri",
      "Lucentezza naturale color bianco avorio",
      "Un filo di 36 centimetri per collane e orecchini",
      "Forme delicatamente irregolari, una diversa dall'altra",
    ],
  },
  "Ethnic Vibes Turquoise Howlite Beads": {
    title: "Perle di howlite turchese Ethnic Vibes",
    description: [
      "Howlite tinta in un vivace blu turchese",
      "Perle da sei millimetri, circa 60 per filo",
      "Perfette per creare mala e bracciali",
    ],
  },

  // Pietre burattate
  "Terra Seven Chakra Tumbled Stones Set": {
    title: "Set di pietre burattate Terra Sette Chakra",
    description: [
      "Sette pietre levigate, una per ogni chakra",
      "Ametista, lapislazzuli, avventurina, citrino e altre ancora",
      "In un sacchetto di cotone con una cartolina illustrata",
    ],
  },
  "Tribal Soul Amethyst Tumbled Stones": {
    title: "Ametista burattata Tribal Soul",
    description: [
      "Duecento grammi di ametista levigata",
      "Pietre da 2 a 3 centimetri",
      "Bellissime in una ciotola, in tasca o nel bagno",
    ],
  },
  "Blc Black Tourmaline Tumbled Stones": {
    title: "Tormalina nera burattata Blc",
    description: [
      "Tormalina di un nero profondo, 100 grammi",
      "Conosciuta come pietra di protezione",
      "Ogni pezzo è levigato a mano",
    ],
  },
  "Satya Green Aventurine Pocket Stones": {
    title: "Pietre tascabili di avventurina verde Satya",
    description: [
      "Cinque pietre lisce di avventurina verde",
      "La pietra della fortuna e dei nuovi inizi",
      "Formato tascabile, circa 2,5 centimetri",
    ],
  },

  // Bracciali in pietra naturale
  "Tales Of India Amethyst Bead Bracelet": {
    title: "Bracciale di perle d'ametista Tales Of India",
    description: [
      "Perle di ametista da otto millimetri su un elastico resistente",
      "Si adatta alla maggior parte dei polsi, da 16 a 18 centimetri",
      "Distanziatore color oro con un piccolo ciondolo a forma di loto",
    ],
  },
  "Ethnic Vibes Tigers Eye Bracelet": {
    title: "Bracciale in occhio di tigre Ethnic Vibes",
    description: [
      "Occhio di tigre bruno dorato dai riflessi setosi",
      "Perle tonde da otto millimetri",
      "Una pietra che radica e dona sicurezza",
    ],
  },
  "Tribal Soul Lava Stone Diffuser Bracelet": {
    title: "Bracciale diffusore in pietra lavica Tribal Soul",
    description: [
      "Perle di lava nera con le sette pietre dei chakra",
      "Aggiungi una goccia di olio: la lava trattiene il profumo tutto il giorno",
      "Elasticizzato, unisex",
    ],
  },
  "Terra Rose Quartz Bracelet": {
    title: "Bracciale in quarzo rosa Terra",
    description: [
      "Quarzo rosa dal tenue colore, la pietra dell'amore",
      "Perle da otto millimetri, infilate a mano",
      "Presentato in un sacchetto regalo di lino",
    ],
  },
  "Noor Moonstone Bracelet": {
    title: "Bracciale in pietra di luna Noor",
    description: [
      "Pietra di luna arcobaleno dai riflessi blu",
      "Perle da sei millimetri, delicate ed eleganti",
      "Distanziatori in argento sterling",
      "Arriva in una scatola regalo",
    ],
  },

  // Pendoli
  "Blc Amethyst Hexagonal Pendulum": {
    title: "Pendolo esagonale in ametista Blc",
    description: [
      "Punta di ametista sfaccettata su una catenella color argento",
      "Catenella di venti centimetri con una perlina all'estremità",
      "Per la radiestesia e la riflessione interiore",
    ],
  },
  "Terra Rose Quartz Sephoroton Pendulum": {
    title: "Pendolo sephoroton in quarzo rosa Terra",
    description: [
      "Sephoroton in quarzo rosa con una punta sottile",
      "Ben bilanciato per un'oscillazione fluida",
      "Con un sacchetto di velluto",
    ],
  },
  "Tales Of India Brass Pendulum": {
    title: "Pendolo in ottone Tales Of India",
    description: [
      "Ottone pieno lucidato, tornito a mano",
      "Un peso maggiore per una risposta più stabile",
      "Catenella di ventidue centimetri",
    ],
  },

  // Piatti e supporti
  "Ethnic Vibes Carved Wooden Incense Plate": {
    title: "Portaincenso in legno intagliato Ethnic Vibes",
    description: [
      "Legno di mango intagliato a mano con un motivo floreale",
      "Lungo ventisei centimetri, raccoglie tutta la cenere",
      "Sostiene i bastoncini in verticale o inclinati",
    ],
  },
  "Tales Of India Brass Lotus Plate": {
    title: "Piattino in ottone Tales Of India con loto",
    description: [
      "Un piattino rotondo in ottone con un loto in rilievo",
      "Largo dodici centimetri",
      "Per coni, resine e piccole candele",
      "Lucidalo di tanto in tanto con un panno morbido",
    ],
  },
  "Darshan Ceramic Ash Catcher": {
    title: "Raccoglicenere in ceramica Darshan",
    description: [
      "Gres smaltato color sabbia puntinato",
      "Forma allungata a barchetta con un foro per i bastoncini",
      "Lavabile in lavastoviglie",
    ],
  },
  "Hem Soapstone Offering Plate": {
    title: "Piattino delle offerte in steatite Hem",
    description: [
      "Steatite intagliata di Agra con intarsi floreali",
      "Dieci centimetri di diametro",
      "Un piccolo vassoio per carboncini, anelli o cristalli",
    ],
  },

  // Tibetano
  "Tales Of India Tibetan Singing Bowl": {
    title: "Campana tibetana Tales Of India",
    description: [
      "Campana martellata a mano in sette metalli, 12 centimetri",
      "Con batacchio in legno e cuscino in broccato",
      "Un suono lungo e caldo per la meditazione e i bagni sonori",
      "Realizzata da artigiani di Kathmandu",
    ],
  },
  "Ethnic Vibes Prayer Flags Set": {
    title: "Set di bandiere di preghiera Ethnic Vibes",
    description: [
      "Venticinque bandierine di cotone stampate con mantra",
      "Circa 6 metri di cordino",
      "Cinque colori per i cinque elementi",
    ],
  },
  "Tribal Soul Meditating Buddha Statue": {
    title: "Statua del Buddha in meditazione Tribal Soul",
    description: [
      "Buddha in resina con patina bronzo, 20 centimetri",
      "Le mani nel mudra della meditazione",
      "Una presenza serena per un angolo tranquillo",
    ],
  },
  "Blc Tibetan Mala Beads": {
    title: "Mala tibetano Blc",
    description: [
      "Centotto grani di semi di bodhi",
      "Annodato a mano, con perla guru e nappina",
      "Per la meditazione con i mantra",
    ],
  },
  "Darshan Brass Tingsha Cymbals": {
    title: "Cimbali tingsha in ottone Darshan",
    description: [
      "Una coppia di cimbali in ottone su una cinghia di cuoio",
      "Un suono limpido e acuto che svanisce lentamente",
      "Usati per aprire e chiudere la meditazione",
    ],
  },

  // Fontane
  "Terra Zen Stone Tabletop Fountain": {
    title: "Fontana da tavolo Terra Pietre Zen",
    description: [
      "Tre ciottoli di fiume impilati su una vasca di ardesia",
      "Pompa silenziosa con cavo da 1,5 metri e spina",
      "Il dolce suono dell'acqua sulla tua scrivania",
      "Larga trenta centimetri",
    ],
  },
  "Ethnic Vibes Buddha Water Fountain": {
    title: "Fontana del Buddha Ethnic Vibes",
    description: [
      "Un Buddha seduto accanto a una vasca a cascata",
      "Luce LED calda che si illumina di notte",
      "Resina resistente alle intemperie, per interni o terrazzi coperti",
    ],
  },
  "Tales Of India Ceramic Lotus Fountain": {
    title: "Fontana del loto in ceramica Tales Of India",
    description: [
      "Ceramica smaltata color celadon con tre foglie di loto",
      "L'acqua scorre di foglia in foglia",
      "Alta ventotto centimetri",
    ],
  },
  "Ullas Bamboo Cascade Fountain": {
    title: "Fontana a cascata in bambù Ullas",
    description: [
      "Un beccuccio di bambù che riempie una ciotola di pietra",
      "Flusso regolabile, pompa silenziosa",
      "Uno stile giapponese rilassante per piccoli spazi",
      "Larga venticinque centimetri",
    ],
  },

  // Lampade di sale dell'Himalaya
  "Himalaya Natural Salt Lamp Medium": {
    title: "Lampada di sale naturale Himalaya media",
    description: [
      "Salgemma del Punjab lavorato a mano, da 3 a 5 chilogrammi",
      "Base in legno di neem, cavo con dimmer e lampadina da 15 watt",
      "Un caldo bagliore ambrato per la quiete della sera",
      "Ogni lampada ha una forma tutta sua",
    ],
  },
  "Himalaya Salt Lamp Sphere": {
    title: "Lampada di sale Himalaya a sfera",
    description: [
      "Una sfera levigata di sale rosa dell'Himalaya",
      "Quindici centimetri di diametro",
      "Fornita con cavo dimmer e lampadina di ricambio",
    ],
  },
  "Terra Salt Lamp Fire Bowl": {
    title: "Lampada di sale Terra a braciere",
    description: [
      "Ciotola in ferro riempita di pezzi di sale",
      "Da usare come lampada o per un massaggio riscaldante",
      "Larga circa 20 centimetri",
    ],
  },
  "Ethnic Vibes Salt Lamp Pyramid": {
    title: "Lampada di sale Ethnic Vibes a piramide",
    description: [
      "Una piramide di sale rosa dal taglio liscio",
      "Base in marmo, alta 18 centimetri",
      "Pulire con un panno asciutto; tenere lontano da ambienti umidi",
    ],
  },

  // Portaincenso
  "Ethnic Vibes Brass Elephant Incense Holder": {
    title: "Portaincenso elefante in ottone Ethnic Vibes",
    description: [
      "Un piccolo elefante in ottone con la proboscide alzata",
      "Sostiene un bastoncino sul dorso",
      "Abbinalo a un piattino per raccogliere la cenere",
    ],
  },
  "Hem Wooden Incense Box": {
    title: "Scatola portaincenso in legno Hem",
    description: [
      "Scatola a cofanetto in legno di sheesham con grata intagliata",
      "Il bastoncino brucia all'interno e il fumo sale dal coperchio",
      "Un cassetto custodisce fino a 20 bastoncini",
      "Lunga trenta centimetri",
    ],
  },
  "Satya Ceramic Lotus Incense Holder": {
    title: "Portaincenso loto in ceramica Satya",
    description: ["Un fiore di loto in ceramica smaltata", "Per bastoncini e coni", "Nove centimetri di diametro"],
  },
  "Padmini Cone Burner Bowl": {
    title: "Bruciaconi a ciotola Padmini",
    description: [
      "Ciotola in ottone con coperchio traforato per i coni",
      "Il fumo esce da un motivo a stella",
      "Otto centimetri di diametro",
    ],
  },

  // Spugne naturali
  "Herbio Mediterranean Sea Sponge": {
    title: "Spugna di mare del Mediterraneo Herbio",
    description: [
      "Una spugna naturale a nido d'ape dalle coste greche",
      "Morbida e resistente nel tempo, circa 12 centimetri",
      "Risciacquala bene e lasciala asciugare all'aria dopo ogni uso",
    ],
  },
  "Garden Fresh Konjac Face Sponge": {
    title: "Spugna viso konjac Garden Fresh",
    description: [
      "Spugna vegetale di konjac con carbone di bambù",
      "Una detersione quotidiana delicata per ogni tipo di pelle",
      "Dura fino a tre mesi",
    ],
  },
  "Noor Loofah Bath Mitt": {
    title: "Guanto da bagno in luffa Noor",
    description: [
      "Luffa naturale intrecciata in un guanto di cotone",
      "Esfolia e risveglia la pelle",
      "Si appende ad asciugare grazie al suo laccetto di cotone",
    ],
  },

  // Oli
  "Noor Oud Perfume Oil": {
    title: "Olio profumato all'oud Noor",
    description: [
      "Olio profumato senza alcol, 10 millilitri",
      "Legno di agar, zafferano e rosa",
      "Flacone roll-on in vetro per polsi e collo",
      "Ne basta poco per tutto il giorno",
    ],
  },
  "Ayurvedic Sesame Massage Oil": {
    title: "Olio da massaggio al sesamo Ayurvedic",
    description: [
      "Olio di sesamo spremuto a freddo con ashwagandha",
      "Per il tradizionale massaggio abhyanga di corpo e articolazioni",
      "Flacone in vetro ambrato da 200 millilitri",
    ],
  },
  "Herbio Lavender Essential Oil": {
    title: "Olio essenziale di lavanda Herbio",
    description: [
      "Pura Lavandula angustifolia della Provenza",
      "Dieci millilitri con tappo contagocce",
      "Per diffusori, bagni e cuscini",
      "Biologico, distillato in corrente di vapore",
    ],
  },
  "Himalaya Eucalyptus Essential Oil": {
    title: "Olio essenziale di eucalipto Himalaya",
    description: [
      "Olio fresco di Eucalyptus globulus, 10 millilitri",
      "Purifica l'aria e libera la mente",
      "Non applicare mai puro sulla pelle",
    ],
  },
  "Sree Vani Sandalwood Attar": {
    title: "Attar al sandalo Sree Vani",
    description: [
      "Attar tradizionale indiano in olio di sandalo",
      "Sei millilitri in un flacone di vetro molato",
      "Morbido, cremoso e persistente",
    ],
  },

  // Sali da bagno
  "Himalaya Pink Bath Salt": {
    title: "Sale rosa da bagno Himalaya",
    description: [
      "Sale rosa dell'Himalaya grosso, 500 grammi",
      "Ricco di minerali naturali",
      "Sciogline due manciate in un bagno caldo",
    ],
  },
  "Herbio Lavender Dead Sea Salt": {
    title: "Sale del Mar Morto alla lavanda Herbio",
    description: [
      "Sale del Mar Morto con olio e fiori di lavanda",
      "Un bagno rilassante dopo una lunga giornata",
      "Busta richiudibile in carta kraft da 400 grammi",
    ],
  },
  "Ayurvedic Rose And Neem Bath Soak": {
    title: "Sali da bagno Ayurvedic rosa e neem",
    description: [
      "Sale di Epsom con petali di rosa e foglie di neem",
      "Allevia i muscoli stanchi e ammorbidisce la pelle",
      "Barattolo di vetro da 350 grammi con misurino in legno",
    ],
  },

  // Saponi
  "Ayurvedic Turmeric Sandalwood Soap": {
    title: "Sapone Ayurvedic curcuma e sandalo",
    description: [
      "Sapone lavorato a freddo con curcuma e sandalo",
      "Preparato con olio di cocco e d'oliva",
      "Una saponetta da cento grammi, avvolta nella carta",
    ],
  },
  "Herbio Olive Oil Castile Soap": {
    title: "Sapone di Castiglia all'olio d'oliva Herbio",
    description: [
      "Sapone di puro olio d'oliva, così delicato da essere adatto ai neonati",
      "Senza profumo, senza olio di palma",
      "Centoventi grammi",
    ],
  },
  "Goloka Neem And Tulsi Soap": {
    title: "Sapone Goloka neem e tulsi",
    description: [
      "Neem e basilico sacro per una sensazione di fresco e di pulito",
      "Fatto a mano in piccoli lotti",
      "Saponetta da settantacinque grammi",
    ],
  },
};

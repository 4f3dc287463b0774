import type { ProductTexts } from "./types";

export const DE: ProductTexts = {
  "Hem Precious Chandan Incense Sticks": {
    title: "Hem Precious Chandan Räucherstäbchen",
    description: [
      "Sechs Packungen mit je 20 handgerollten Stäbchen (insgesamt 120)",
      "Warmes, cremiges Sandelholz mit sanft holzigem Ausklang",
      "Brenndauer etwa 40 Minuten pro Stäbchen",
      "Hergestellt in Indien auf einem natürlichen Bambuskern",
    ],
  },
  "Hem Seven Chakras Incense Sticks": {
    title: "Hem Sieben Chakren Räucherstäbchen",
    description: [
      "Sieben Düfte in einer Packung, einer für jedes Chakra",
      "Ideal für Meditation, Yoga und ruhige Abende",
      "Handgetauchte Masala-Stäbchen, 20 Gramm pro Packung",
    ],
  },
  "Satya Nag Champa Classic Incense": {
    title: "Satya Nag Champa Classic Räucherstäbchen",
    description: [
      "Das originale Nag Champa in der blauen Schachtel, 12 Packungen à 15 Gramm",
      "Champakablüte, Sandelholz und Halmaddi-Harz",
      "Voller, süßer Rauch, der stundenlang im Raum verweilt",
      "Seit 1964 von einem Familienunternehmen in Bangalore von Hand gerollt",
    ],
  },
  "Satya Super Hit Incense Cones": {
    title: "Satya Super Hit Räucherkegel",
    description: [
      "Zwölf Kegel und ein Keramikhalter in jeder Packung",
      "Erdige, leicht würzige Mischung, die auf der ganzen Welt geliebt wird",
      "Jeder Kegel brennt etwa 20 Minuten",
    ],
  },
  "Darshan Lavender Incense Sticks": {
    title: "Darshan Lavendel-Räucherstäbchen",
    description: [
      "Beruhigender Lavendel nach traditioneller Masala-Rezeptur",
      "Sechs Röhrchen mit je 20 Stäbchen",
      "Sanfter Duft für Schlafzimmer und Leseecken",
    ],
  },
  "Padmini Spiritual Guide Dhoop Sticks": {
    title: "Padmini Spiritual Guide Dhoop-Stäbchen",
    description: [
      "Dhoop-Stäbchen ohne Bambuskern aus reinem Harz und Kräutern",
      "Tiefer, rauchiger Duft mit Noten von Benzoe",
      "Zehn Stäbchen pro Packung, jedes brennt etwa 50 Minuten",
      "Für eine kürzere Räucherung einfach ein Stäbchen halbieren",
    ],
  },
  "Goloka Frankincense Incense Sticks": {
    title: "Goloka Weihrauch-Räucherstäbchen",
    description: [
      "Weihrauch und Myrrhe, in Bangalore von Hand gerollt",
      "Klarer, harziger Duft für die Meditation",
      "Zwölf Packungen à 15 Gramm",
      "Natürliche Zutaten, ohne Holzkohlestaub",
    ],
  },
  "Vijayshree Golden Nag Incense Cones": {
    title: "Vijayshree Golden Nag Räucherkegel",
    description: [
      "Zwölf große Kegel in einer goldenen Schachtel",
      "Blumiges Nag Champa auf honigsüßer Basis",
      "Brennt langsam ab, etwa 30 Minuten pro Kegel",
    ],
  },
  "Vijayshree Mogra Incense Sticks": {
    title: "Vijayshree Mogra-Räucherstäbchen",
    description: [
      "Arabischer Jasmin, in Indien als Mogra bekannt",
      "Frisch, betörend und süß wie ein Sommergarten bei Nacht",
      "Sechs Packungen mit je 20 Masala-Stäbchen",
    ],
  },
  "Noor Amber And Oud Scented Candle": {
    title: "Noor Duftkerze Amber und Oud",
    description: [
      "Von Hand gegossenes Sojawachs in einem Rauchglas, 220 Gramm",
      "Warmer Amber, Oudholz und ein Hauch Vanille",
      "Baumwolldocht, etwa 45 Stunden Brenndauer",
      "Das Glas lässt sich nach dem Abbrennen wiederverwenden",
    ],
  },
  "Garden Fresh Jasmine Soy Candle": {
    title: "Garden Fresh Jasmin-Sojakerze",
    description: [
      "Reines Sojawachs, beduftet mit Jasmin Sambac",
      "Bleifreier Baumwolldocht, 30 Stunden Brenndauer",
      "Keramiktopf, von Hand in zartem Elfenbein glasiert",
    ],
  },
  "Sac Beeswax Pillar Candle": {
    title: "Sac Stumpenkerze aus Bienenwachs",
    description: [
      "Massives, natürliches Bienenwachs, 7 × 12 Zentimeter",
      "Zarter Honigduft beim Brennen, ohne zugesetzte Duftstoffe",
      "Tropft kaum und brennt bis zu 60 Stunden",
      "Ein sanftes, goldenes Licht für Altar und Tisch",
    ],
  },
  "Ullas Sandalwood Tealight Set": {
    title: "Ullas Teelicht-Set Sandelholz",
    description: [
      "Vierundzwanzig Teelichter mit Sandelholzduft",
      "Jeweils etwa 4 Stunden Brenndauer",
      "Aluminiumfreie, transparente Hüllen, leicht zu recyceln",
    ],
  },
  "Tales Of India Rose Petal Candle": {
    title: "Tales Of India Kerze mit Rosenblüten",
    description: [
      "Raps- und Kokoswachs mit echten getrockneten Rosenblättern",
      "Duft von Damaszener Rose und rosa Pfeffer",
      "Dose in Messingoptik mit Deckel, 300 Gramm",
      "Rund 55 Stunden langsames, gleichmäßiges Brennen",
    ],
  },
  "Sagrada Madre Palo Santo Sticks": {
    title: "Sagrada Madre Palo-Santo-Hölzer",
    description: [
      "Sechs Stäbe Bursera graveolens aus Peru",
      "Holz von natürlich umgestürzten Bäumen, über Jahre gereift",
      "Süßer, zitrusfrischer und minziger Rauch",
      "Ein Ende anzünden, kurz brennen lassen und dann auspusten",
    ],
  },
  "Sagrada Madre Palo Santo Cones": {
    title: "Sagrada Madre Palo-Santo-Kegel",
    description: [
      "Zehn Kegel aus gemahlenem Palo Santo und natürlichem Bindemittel",
      "Klarer, belebender Duft in etwa 15 Minuten",
      "Perfekt vor der Meditation oder wenn die Gäste gegangen sind",
    ],
  },
  "Tribal Soul Palo Santo Bundle": {
    title: "Tribal Soul Palo-Santo-Bündel",
    description: [
      "Zwölf dicke Stäbe, mit Baumwollkordel gebunden",
      "Aus nachhaltiger Herkunft in Ecuador",
      "Ein großzügiges Bündel für tägliche Reinigungsrituale",
    ],
  },
  "Goloka Palo Santo Incense Sticks": {
    title: "Goloka Palo-Santo-Räucherstäbchen",
    description: [
      "Palo-Santo-Duft auf handgerollten Bambusstäbchen",
      "Fünfzehn Gramm pro Packung",
      "Eine sanfte Art, das heilige Holz jeden Tag zu genießen",
    ],
  },
  "Sac Frankincense Resin Tears": {
    title: "Sac Weihrauchtränen",
    description: [
      "Olibanum-Tränen aus dem Oman, 100 Gramm",
      "Hell, zitronig und balsamisch, sobald sie erwärmt werden",
      "Auf Räucherkohle oder einem Harzstövchen räuchern",
    ],
  },
  "Ayurvedic Temple Blend Resin": {
    title: "Ayurvedic Räucherharz Tempelmischung",
    description: [
      "Benzoe, Myrrhe und Weihrauch, von Hand gemischt",
      "Der warme Duft indischer Tempel in der Abenddämmerung",
      "Glas mit 80 Gramm und Korkdeckel",
      "Eine Prise auf glühender Kohle beduftet einen ganzen Raum",
    ],
  },
  "Sree Vani Myrrh Resin Grains": {
    title: "Sree Vani Myrrhenharz-Körner",
    description: [
      "Harz von Commiphora myrrha, 100 Gramm",
      "Tief, bittersüß und erdig",
      "Traditionell für Ruhe und Erdung geräuchert",
    ],
  },
  "Sagrada Madre Copal Resin": {
    title: "Sagrada Madre Copal-Harz",
    description: [
      "Weißer Copal aus Mexiko, 60 Gramm",
      "Frischer, kiefernartiger Rauch, der bei Zeremonien verwendet wird",
      "Handverlesene Stücke, frei von Rinde und Staub",
      "Mit Kohletabletten in einem hitzebeständigen Räuchergefäß verwenden",
    ],
  },
  "Sagrada Madre White Sage Smudge Stick": {
    title: "Sagrada Madre Räucherbündel Weißer Salbei",
    description: [
      "Kalifornischer Weißer Salbei, 10 bis 12 Zentimeter",
      "Von kleinen Höfen angebaut und geerntet",
      "Mit naturbelassenem Baumwollfaden gebunden",
      "In einer Muschel oder Schale abbrennen und den Rauch schweben lassen",
    ],
  },
  "Tribal Soul Blue Sage Bundle": {
    title: "Tribal Soul Räucherbündel Blauer Salbei",
    description: [
      "Blauer Salbei mit sanfterem, krautigem Duft",
      "Handgebundenes Bündel von etwa 10 Zentimetern",
      "Wunderbar für ein leichtes tägliches Räuchern",
    ],
  },
  "Garden Fresh Lavender Sage Wand": {
    title: "Garden Fresh Salbeibündel mit Lavendel",
    description: [
      "Weißer Salbei, umwickelt mit Lavendelblüten",
      "Eine beruhigende Mischung für das Schlafzimmer",
      "Rund 15 Zentimeter lang",
    ],
  },
  "Terra Rose Petal Sage Smudge": {
    title: "Terra Salbeibündel mit Rosenblüten",
    description: [
      "Weißer Salbei, Rosenblätter und Yerba Santa",
      "Ein wunderschönes Geschenk zum Einzug",
      "Mit regenbogenfarbener Baumwollkordel umwickelt",
      "Jedes Bündel ist ein Unikat",
    ],
  },
  "Sac Quick Light Charcoal Tablets": {
    title: "Sac Schnellzündende Räucherkohle",
    description: [
      "Zehn selbstzündende Kohletabletten mit 33 Millimetern Durchmesser",
      "In Sekunden entzündet, glühen sie etwa 45 Minuten",
      "Für Harze, Kräuter und Räucherkörner",
    ],
  },
  "Blc Bamboo Charcoal Discs": {
    title: "Blc Bambuskohle-Tabletten",
    description: [
      "Natürliche Bambuskohle ohne Salpeter",
      "Geruchlos und rauchfrei, sobald sie glüht",
      "Packung mit 40 Tabletten à 40 Millimeter",
      "Mit einem Brenner oder einer Gasflamme anzünden",
    ],
  },
  "Vijayshree Coconut Charcoal Rolls": {
    title: "Vijayshree Kokoskohle-Rollen",
    description: [
      "Kohle aus Kokosnussschalen, zehn Rollen mit je zehn Tabletten",
      "Gleichmäßige Hitze für kostbare Harze",
      "In Folie verpackt, zum Schutz vor Feuchtigkeit",
    ],
  },
  "Ullas Waterfall Backflow Cones": {
    title: "Ullas Rückflusskegel Wasserfall",
    description: [
      "Vierzig Rückflusskegel mit hohlem Kern",
      "Der Rauch fließt wie ein kleiner Wasserfall nach unten",
      "Duft von Sandelholz und Vanille",
    ],
  },
  "Darshan Mountain Backflow Burner": {
    title: "Darshan Rückfluss-Räucherhalter Berg",
    description: [
      "Handglasierter Keramikberg, 14 Zentimeter hoch",
      "Der Rauch strömt über drei Terrassen hinab in einen See",
      "Mit 20 Rückflusskegeln für den Anfang",
      "Mit einem trockenen Tuch sauber wischen",
    ],
  },
  "Sree Vani Lotus Backflow Burner": {
    title: "Sree Vani Rückfluss-Räucherhalter Lotus",
    description: [
      "Lotusblatt aus Keramik mit kleinem Buddha",
      "Der Rauch sammelt sich in den Blütenblättern wie Morgennebel",
      "Zwölf Zentimeter breit",
    ],
  },
  "Padmini Rose Backflow Cones": {
    title: "Padmini Rückflusskegel Rose",
    description: [
      "Dreißig Rückflusskegel mit Rosenduft",
      "Dichter, langsam herabsinkender Rauch",
      "Jeder Kegel brennt etwa 15 Minuten",
    ],
  },
  "Terra Amethyst Geode Cathedral": {
    title: "Terra Amethyst-Kathedrale",
    description: [
      "Amethyst aus Uruguay mit tiefvioletten Spitzen",
      "Etwa 18 Zentimeter hoch, 1,4 Kilogramm",
      "Jedes Stück ist ein Unikat; Ihres kann leicht abweichen",
      "Mit einem weichen Pinsel abstauben und vor starker Sonne schützen",
    ],
  },
  "Terra Agate Geode Pair": {
    title: "Terra Achat-Geodenpaar",
    description: [
      "Zwei Hälften einer brasilianischen Achatgeode",
      "Gebänderte Schichten in Blau und Creme mit kristallinem Herz",
      "Rund 8 Zentimeter Durchmesser",
    ],
  },
  "Tribal Soul Citrine Druse": {
    title: "Tribal Soul Citrin-Druse",
    description: [
      "Eine Gruppe honiggoldener Citrinspitzen",
      "Etwa 10 Zentimeter breit",
      "Ein warmer Stein für Schreibtisch und Fensterbank",
    ],
  },
  "Blc Clear Quartz Cluster": {
    title: "Blc Bergkristall-Stufe",
    description: [
      "Bergkristall aus Minas Gerais",
      "Scharfe natürliche Spitzen auf flacher Basis",
      "Ungefähr 9 Zentimeter breit",
      "Traditionell zum Aufladen anderer Steine verwendet",
    ],
  },
  "Ethnic Vibes Celestite Geode": {
    title: "Ethnic Vibes Coelestin-Geode",
    description: [
      "Himmelblaue Coelestinkristalle aus Madagaskar",
      "Eine ovale Geode von etwa 12 Zentimetern",
      "Empfindlich: trocken und vor direktem Sonnenlicht geschützt aufbewahren",
    ],
  },
  "Terra Rose Quartz Beads Eight Millimetres": {
    title: "Terra Rosenquarz-Perlen 8 Millimeter",
    description: [
      "Ein 38 Zentimeter langer Strang runder Rosenquarzperlen",
      "Acht Millimeter, gebohrt für Gummiband oder Draht",
      "Zartes, gleichmäßiges Rosa",
    ],
  },
  "Blc Lava Stone Beads Mix": {
    title: "Blc Lavastein-Perlenmix",
    description: [
      "Schwarze Perlen aus vulkanischer Lava, 8 Millimeter",
      "Porös: Mit einem Tropfen ätherischem Öl wird daraus ein Duftarmband",
      "Etwa 48 Perlen pro Strang",
    ],
  },
  "Tales Of India Freshwater Pearls Strand": {
    title: "Tales Of India Süßwasserperlen-Strang",
    description: [
      "Süßwasser-Zuchtperlen, 6 bis 7 Millimeter",
      "Natürlicher Glanz in Elfenbeinweiß",
      "Ein 36 Zentimeter langer Strang für Ketten und Ohrringe",
      "Sanft unregelmäßige Formen, jede Perle ist anders",
    ],
  },
  "Ethnic Vibes Turquoise Howlite Beads": {
    title: "Ethnic Vibes Howlith-Perlen Türkis",
    description: [
      "Gefärbter Howlith in leuchtendem Türkisblau",
      "Perlen mit sechs Millimetern, etwa 60 pro Strang",
      "Ideal zum Fertigen von Malas und Armbändern",
    ],
  },
  "Terra Seven Chakra Tumbled Stones Set": {
    title: "Terra Trommelstein-Set Sieben Chakren",
    description: [
      "Sieben polierte Steine, einer für jedes Chakra",
      "Amethyst, Lapislazuli, Aventurin, Citrin und mehr",
      "In einem Baumwollbeutel mit illustrierter Karte",
    ],
  },
  "Tribal Soul Amethyst Tumbled Stones": {
    title: "Tribal Soul Amethyst-Trommelsteine",
    description: [
      "Zweihundert Gramm polierter Amethyst",
      "Steine von 2 bis 3 Zentimetern",
      "Wunderschön in einer Schale, in der Hosentasche oder im Badewasser",
    ],
  },
  "Blc Black Tourmaline Tumbled Stones": {
    title: "Blc Trommelsteine Schwarzer Turmalin",
    description: ["Tiefschwarzer Turmalin, 100 Gramm", "Bekannt als Schutzstein", "Jedes Stück von Hand poliert"],
  },
  "Satya Green Aventurine Pocket Stones": {
    title: "Satya Handschmeichler Grüner Aventurin",
    description: [
      "Fünf glatte Steine aus grünem Aventurin",
      "Der Stein des Glücks und der Neuanfänge",
      "Im Taschenformat, etwa 2,5 Zentimeter",
    ],
  },
  "Tales Of India Amethyst Bead Bracelet": {
    title: "Tales Of India Amethyst-Perlenarmband",
    description: [
      "Amethystperlen mit acht Millimetern auf festem Gummiband",
      "Passt an die meisten Handgelenke von 16 bis 18 Zentimetern",
      "Goldfarbenes Zwischenstück mit kleinem Lotusanhänger",
    ],
  },
  "Ethnic Vibes Tigers Eye Bracelet": {
    title: "Ethnic Vibes Tigerauge-Armband",
    description: [
      "Goldbraunes Tigerauge mit seidigem Schimmer",
      "Runde Perlen mit acht Millimetern",
      "Ein erdender Stein für mehr Selbstvertrauen",
    ],
  },
  "Tribal Soul Lava Stone Diffuser Bracelet": {
    title: "Tribal Soul Lavastein-Duftarmband",
    description: [
      "Schwarze Lavaperlen mit sieben Chakra-Steinen",
      "Einen Tropfen Öl auftragen: Die Lava hält den Duft den ganzen Tag",
      "Dehnbar, für Damen und Herren",
    ],
  },
  "Terra Rose Quartz Bracelet": {
    title: "Terra Rosenquarz-Armband",
    description: [
      "Zartrosa Rosenquarz, der Stein der Liebe",
      "Perlen mit acht Millimetern, von Hand aufgefädelt",
      "In einem Geschenkbeutel aus Leinen",
    ],
  },
  "Noor Moonstone Bracelet": {
    title: "Noor Mondstein-Armband",
    description: [
      "Regenbogen-Mondstein mit blauem Schimmer",
      "Perlen mit sechs Millimetern, zart und elegant",
      "Zwischenperlen aus Sterlingsilber",
      "Wird in einer Geschenkbox geliefert",
    ],
  },
  "Blc Amethyst Hexagonal Pendulum": {
    title: "Blc Sechseckiges Amethyst-Pendel",
    description: [
      "Facettierte Amethystspitze an einer silberfarbenen Kette",
      "Zwanzig Zentimeter lange Kette mit einer Perle am Ende",
      "Zum Pendeln und für stille Reflexion",
    ],
  },
  "Terra Rose Quartz Sephoroton Pendulum": {
    title: "Terra Rosenquarz-Sephoroton-Pendel",
    description: [
      "Sephoroton aus Rosenquarz mit feiner Spitze",
      "Gut ausbalanciert für ein gleichmäßiges Schwingen",
      "Mit Samtbeutel",
    ],
  },
  "Tales Of India Brass Pendulum": {
    title: "Tales Of India Messingpendel",
    description: [
      "Massives, poliertes Messing, von Hand gedreht",
      "Schwereres Gewicht für eine ruhige Antwort",
      "Zweiundzwanzig Zentimeter lange Kette",
    ],
  },
  "Ethnic Vibes Carved Wooden Incense Plate": {
    title: "Ethnic Vibes Geschnitzte Räucherplatte aus Holz",
    description: [
      "Mangoholz, von Hand mit Blumenmuster geschnitzt",
      "Sechsundzwanzig Zentimeter lang, fängt die ganze Asche auf",
      "Hält Stäbchen aufrecht oder schräg",
    ],
  },
  "Tales Of India Brass Lotus Plate": {
    title: "Tales Of India Lotusteller aus Messing",
    description: [
      "Ein runder Messingteller mit geprägter Lotusblüte",
      "Zwölf Zentimeter breit",
      "Für Kegel, Harze und kleine Kerzen",
      "Ab und zu mit einem weichen Tuch polieren",
    ],
  },
  "Darshan Ceramic Ash Catcher": {
    title: "Darshan Aschefänger aus Keramik",
    description: [
      "Glasiertes Steinzeug in gesprenkeltem Sandton",
      "Lange Schiffchenform mit einem Loch für Stäbchen",
      "Spülmaschinenfest",
    ],
  },
  "Hem Soapstone Offering Plate": {
    title: "Hem Opferschale aus Speckstein",
    description: [
      "Geschnitzter Speckstein aus Agra mit Blumeneinlagen",
      "Zehn Zentimeter Durchmesser",
      "Eine kleine Ablage für Kohle, Ringe oder Kristalle",
    ],
  },
  "Tales Of India Tibetan Singing Bowl": {
    title: "Tales Of India Tibetische Klangschale",
    description: [
      "Handgehämmerte Schale aus sieben Metallen, 12 Zentimeter",
      "Mit Holzklöppel und Brokatkissen",
      "Ein langer, warmer Klang für Meditation und Klangbäder",
      "Von Kunsthandwerkern in Kathmandu gefertigt",
    ],
  },
  "Ethnic Vibes Prayer Flags Set": {
    title: "Ethnic Vibes Gebetsfahnen-Set",
    description: [
      "Fünfundzwanzig Baumwollfahnen, mit Mantras bedruckt",
      "Etwa 6 Meter Schnur",
      "Fünf Farben für die fünf Elemente",
    ],
  },
  "Tribal Soul Meditating Buddha Statue": {
    title: "Tribal Soul Statue Meditierender Buddha",
    description: [
      "Buddha aus Kunstharz mit Bronzepatina, 20 Zentimeter",
      "Die Hände im Meditations-Mudra",
      "Eine gelassene Präsenz für eine ruhige Ecke",
    ],
  },
  "Blc Tibetan Mala Beads": {
    title: "Blc Tibetische Mala",
    description: [
      "Hundertacht Perlen aus Bodhi-Samen",
      "Von Hand geknüpft, mit Guru-Perle und Quaste",
      "Für die Mantra-Meditation",
    ],
  },
  "Darshan Brass Tingsha Cymbals": {
    title: "Darshan Tingsha-Zimbeln aus Messing",
    description: [
      "Ein Paar Messingzimbeln an einem Lederband",
      "Klarer, hoher Klang, der langsam verklingt",
      "Zum Eröffnen und Beenden einer Meditation",
    ],
  },
  "Terra Zen Stone Tabletop Fountain": {
    title: "Terra Zen-Zimmerbrunnen mit Steinen",
    description: [
      "Drei gestapelte Flusskiesel auf einem Schieferbecken",
      "Leise Pumpe mit 1,5 Meter langem Kabel und Stecker",
      "Das sanfte Plätschern von Wasser für Ihren Schreibtisch",
      "Dreißig Zentimeter breit",
    ],
  },
  "Ethnic Vibes Buddha Water Fountain": {
    title: "Ethnic Vibes Buddha-Brunnen",
    description: [
      "Ein sitzender Buddha neben einem Kaskadenbecken",
      "Warmes LED-Licht, das nachts leuchtet",
      "Wetterfestes Kunstharz für drinnen oder überdachte Terrassen",
    ],
  },
  "Tales Of India Ceramic Lotus Fountain": {
    title: "Tales Of India Lotusbrunnen aus Keramik",
    description: [
      "Seladonglasierte Keramik mit drei Lotusblättern",
      "Das Wasser fließt von Blatt zu Blatt",
      "Achtundzwanzig Zentimeter hoch",
    ],
  },
  "Ullas Bamboo Cascade Fountain": {
    title: "Ullas Bambus-Kaskadenbrunnen",
    description: [
      "Ein Bambusrohr, das eine Steinschale füllt",
      "Regulierbarer Wasserfluss, geräuschlose Pumpe",
      "Ruhiger japanischer Stil für kleine Räume",
      "Fünfundzwanzig Zentimeter breit",
    ],
  },
  "Himalaya Natural Salt Lamp Medium": {
    title: "Himalaya Natursalzlampe Mittel",
    description: [
      "Von Hand bearbeitetes Steinsalz aus dem Punjab, 3 bis 5 Kilogramm",
      "Sockel aus Neemholz, Kabel mit Dimmer und 15-Watt-Glühbirne",
      "Ein warmes, bernsteinfarbenes Licht für ruhige Abende",
      "Jede Lampe hat ihre eigene Form",
    ],
  },
  "Himalaya Salt Lamp Sphere": {
    title: "Himalaya Salzlampe Kugel",
    description: [
      "Eine polierte Kugel aus rosa Himalayasalz",
      "Fünfzehn Zentimeter Durchmesser",
      "Mit Dimmerkabel und Ersatzbirne",
    ],
  },
  "Terra Salt Lamp Fire Bowl": {
    title: "Terra Salzlampe Feuerschale",
    description: [
      "Eisenschale, gefüllt mit Salzbrocken",
      "Als Lampe oder für eine wärmende Massage verwenden",
      "Etwa 20 Zentimeter breit",
    ],
  },
  "Ethnic Vibes Salt Lamp Pyramid": {
    title: "Ethnic Vibes Salzlampe Pyramide",
    description: [
      "Eine glatt geschliffene Pyramide aus rosa Salz",
      "Marmorsockel, 18 Zentimeter hoch",
      "Mit einem trockenen Tuch abwischen; nicht in feuchten Räumen aufstellen",
    ],
  },
  "Ethnic Vibes Brass Elephant Incense Holder": {
    title: "Ethnic Vibes Räucherstäbchenhalter Elefant aus Messing",
    description: [
      "Ein kleiner Messingelefant mit erhobenem Rüssel",
      "Hält ein Stäbchen auf seinem Rücken",
      "Am besten mit einem Teller kombinieren, der die Asche auffängt",
    ],
  },
  "Hem Wooden Incense Box": {
    title: "Hem Räucherkasten aus Holz",
    description: [
      "Räucherkasten aus Sheeshamholz mit geschnitztem Gitterwerk",
      "Das Stäbchen brennt im Inneren, der Rauch steigt durch den Deckel auf",
      "Eine Schublade fasst bis zu 20 Stäbchen",
      "Dreißig Zentimeter lang",
    ],
  },
  "Satya Ceramic Lotus Incense Holder": {
    title: "Satya Lotus-Räucherhalter aus Keramik",
    description: ["Eine Lotusblüte aus glasierter Keramik", "Für Stäbchen und Kegel", "Neun Zentimeter Durchmesser"],
  },
  "Padmini Cone Burner Bowl": {
    title: "Padmini Räucherschale für Kegel",
    description: [
      "Messingschale mit durchbrochenem Deckel für Kegel",
      "Der Rauch entweicht durch ein Sternmuster",
      "Acht Zentimeter Durchmesser",
    ],
  },
  "Herbio Mediterranean Sea Sponge": {
    title: "Herbio Mittelmeer-Naturschwamm",
    description: [
      "Ein natürlicher Wabenschwamm von der griechischen Küste",
      "Weich und langlebig, etwa 12 Zentimeter",
      "Nach jedem Gebrauch gut ausspülen und an der Luft trocknen lassen",
    ],
  },
  "Garden Fresh Konjac Face Sponge": {
    title: "Garden Fresh Konjac-Gesichtsschwamm",
    description: [
      "Pflanzlicher Konjac-Schwamm mit Bambuskohle",
      "Sanfte tägliche Reinigung für jeden Hauttyp",
      "Hält bis zu drei Monate",
    ],
  },
  "Noor Loofah Bath Mitt": {
    title: "Noor Luffa-Peelinghandschuh",
    description: [
      "Natürliche Luffa, in einen Baumwollhandschuh eingearbeitet",
      "Peelt und belebt die Haut",
      "Zum Trocknen an der Baumwollschlaufe aufhängen",
    ],
  },
  "Noor Oud Perfume Oil": {
    title: "Noor Oud-Parfümöl",
    description: [
      "Alkoholfreies Parfümöl, 10 Milliliter",
      "Adlerholz, Safran und Rose",
      "Glasflakon mit Rollkugel für Handgelenk und Hals",
      "Schon wenig hält den ganzen Tag",
    ],
  },
  "Ayurvedic Sesame Massage Oil": {
    title: "Ayurvedic Sesam-Massageöl",
    description: [
      "Kaltgepresstes Sesamöl mit Ashwagandha",
      "Traditionelle Abhyanga-Massage für Körper und Gelenke",
      "Braunglasflasche mit 200 Millilitern",
    ],
  },
  "Herbio Lavender Essential Oil": {
    title: "Herbio Ätherisches Lavendelöl",
    description: [
      "Reiner Lavandula angustifolia aus der Provence",
      "Zehn Milliliter mit Tropfverschluss",
      "Für Diffuser, Bäder und Kopfkissen",
      "Bio, wasserdampfdestilliert",
    ],
  },
  "Himalaya Eucalyptus Essential Oil": {
    title: "Himalaya Ätherisches Eukalyptusöl",
    description: [
      "Frisches Öl aus Eucalyptus globulus, 10 Milliliter",
      "Klärt die Luft und den Geist",
      "Niemals unverdünnt auf die Haut auftragen",
    ],
  },
  "Sree Vani Sandalwood Attar": {
    title: "Sree Vani Sandelholz-Attar",
    description: [
      "Traditioneller indischer Attar in Sandelholzöl",
      "Sechs Milliliter in einem Flakon aus geschliffenem Glas",
      "Weich, cremig und lang anhaltend",
    ],
  },
  "Himalaya Pink Bath Salt": {
    title: "Himalaya Rosa Badesalz",
    description: [
      "Grobes rosa Himalayasalz, 500 Gramm",
      "Reich an natürlichen Mineralien",
      "Zwei Handvoll in einem warmen Bad auflösen",
    ],
  },
  "Herbio Lavender Dead Sea Salt": {
    title: "Herbio Totes-Meer-Salz mit Lavendel",
    description: [
      "Salz aus dem Toten Meer mit Lavendelöl und Lavendelblüten",
      "Ein entspannendes Bad nach einem langen Tag",
      "Wiederverschließbarer Kraftpapierbeutel mit 400 Gramm",
    ],
  },
  "Ayurvedic Rose And Neem Bath Soak": {
    title: "Ayurvedic Badezusatz Rose und Neem",
    description: [
      "Bittersalz mit Rosenblüten und Neemblättern",
      "Beruhigt müde Muskeln und macht die Haut geschmeidig",
      "Glas mit 350 Gramm und Holzschaufel",
    ],
  },
  "Ayurvedic Turmeric Sandalwood Soap": {
    title: "Ayurvedic Kurkuma-Sandelholz-Seife",
    description: [
      "Kaltgerührte Seife mit Kurkuma und Sandelholz",
      "Mit Kokos- und Olivenöl hergestellt",
      "Ein Stück von hundert Gramm, in Papier verpackt",
    ],
  },
  "Herbio Olive Oil Castile Soap": {
    title: "Herbio Kastilische Olivenölseife",
    description: [
      "Reine Olivenölseife, sanft genug für Babys",
      "Ohne Duftstoffe, ohne Palmöl",
      "Einhundertzwanzig Gramm",
    ],
  },
  "Goloka Neem And Tulsi Soap": {
    title: "Goloka Neem-Tulsi-Seife",
    description: [
      "Neem und Tulsi (Heiliges Basilikum) für ein frisches, sauberes Gefühl",
      "In kleinen Chargen von Hand gefertigt",
      "Seifenstück mit 75 Gramm",
    ],
  },
};

/**
 * The demo catalogue in French: each product's English title (its key in products.ts) mapped
 * to its French title and description lines, line for line.
 */
import type { ProductTexts } from "./types";

export const FR: ProductTexts = {
  // Encens
  "Hem Precious Chandan Incense Sticks": {
    title: "Bâtonnets d'encens Hem Precious Chandan",
    description: [
      "Six boîtes de 20 bâtonnets roulés à la main (120 au total)",
      "Un santal chaud et crémeux, au fond boisé tout en douceur",
      "Chaque bâtonnet brûle environ 40 minutes",
      "Fabriqués en Inde sur une âme en bambou naturel",
    ],
  },
  "Hem Seven Chakras Incense Sticks": {
    title: "Bâtonnets d'encens Hem Sept Chakras",
    description: [
      "Sept parfums dans une seule boîte, un pour chaque chakra",
      "Idéal pour la méditation, le yoga et les soirées paisibles",
      "Bâtonnets masala trempés à la main, 20 grammes par paquet",
    ],
  },
  "Satya Nag Champa Classic Incense": {
    title: "Encens Satya Nag Champa Classique",
    description: [
      "Le Nag Champa d'origine à la boîte bleue, 12 paquets de 15 grammes",
      "Fleur de champaca, bois de santal et résine d'halmaddi",
      "Une fumée riche et douce qui persiste pendant des heures",
      "Roulé à la main à Bangalore par une entreprise familiale depuis 1964",
    ],
  },
  "Satya Super Hit Incense Cones": {
    title: "Cônes d'encens Satya Super Hit",
    description: [
      "Douze cônes et un porte-cône en céramique dans chaque boîte",
      "Un mélange terreux et légèrement épicé, apprécié dans le monde entier",
      "Chaque cône brûle environ 20 minutes",
    ],
  },
  "Darshan Lavender Incense Sticks": {
    title: "Bâtonnets d'encens Darshan à la lavande",
    description: [
      "Une lavande apaisante, selon une recette masala traditionnelle",
      "Six tubes de 20 bâtonnets",
      "Un parfum délicat pour la chambre et le coin lecture",
    ],
  },
  "Padmini Spiritual Guide Dhoop Sticks": {
    title: "Bâtonnets dhoop Padmini Spiritual Guide",
    description: [
      "Bâtonnets dhoop sans bambou, de pure résine et de plantes",
      "Un parfum profond et fumé, aux notes de benjoin",
      "Dix bâtonnets par boîte, chacun brûle environ 50 minutes",
      "Cassez un bâtonnet en deux pour une séance plus courte",
    ],
  },
  "Goloka Frankincense Incense Sticks": {
    title: "Bâtonnets d'encens Goloka à l'oliban",
    description: [
      "Oliban et myrrhe, roulés à la main à Bangalore",
      "Un parfum résineux et pur pour la méditation",
      "Douze boîtes de 15 grammes",
      "Ingrédients naturels, sans poussière de charbon",
    ],
  },
  "Vijayshree Golden Nag Incense Cones": {
    title: "Cônes d'encens Vijayshree Golden Nag",
    description: [
      "Douze grands cônes dans une boîte dorée",
      "Un nag champa floral sur un fond miellé",
      "Combustion lente, environ 30 minutes par cône",
    ],
  },
  "Vijayshree Mogra Incense Sticks": {
    title: "Bâtonnets d'encens Vijayshree Mogra",
    description: [
      "Le jasmin d'Arabie, appelé mogra en Inde",
      "Frais, capiteux et doux, comme un jardin par une nuit d'été",
      "Six boîtes de 20 bâtonnets masala",
    ],
  },

  // Bougies
  "Noor Amber And Oud Scented Candle": {
    title: "Bougie parfumée Noor ambre et oud",
    description: [
      "Cire de soja coulée à la main dans un pot en verre fumé, 220 grammes",
      "Ambre chaud, bois d'oud et une touche de vanille",
      "Mèche en coton, environ 45 heures de combustion",
      "Un pot à réutiliser une fois la bougie terminée",
    ],
  },
  "Garden Fresh Jasmine Soy Candle": {
    title: "Bougie de soja Garden Fresh au jasmin",
    description: [
      "Pure cire de soja parfumée au jasmin sambac",
      "Mèche en coton sans plomb, 30 heures de combustion",
      "Pot en céramique émaillé à la main, d'un doux ivoire",
    ],
  },
  "Sac Beeswax Pillar Candle": {
    title: "Bougie pilier Sac en cire d'abeille",
    description: [
      "Cire d'abeille naturelle massive, 7 sur 12 centimètres",
      "Un léger parfum de miel une fois allumée, sans parfum ajouté",
      "Coule très peu et brûle jusqu'à 60 heures",
      "Une douce lumière dorée pour les autels et les tables",
    ],
  },
  "Ullas Sandalwood Tealight Set": {
    title: "Coffret de bougies chauffe-plat Ullas au santal",
    description: [
      "Vingt-quatre bougies chauffe-plat parfumées au santal",
      "Environ 4 heures de combustion chacune",
      "Coupelles transparentes sans aluminium, faciles à recycler",
    ],
  },
  "Tales Of India Rose Petal Candle": {
    title: "Bougie Tales Of India aux pétales de rose",
    description: [
      "Cire de colza et de coco avec de vrais pétales de rose séchés",
      "Parfum de rose de Damas et de baies roses",
      "Boîte en métal finition laiton avec couvercle, 300 grammes",
      "Environ 55 heures d'une combustion lente et régulière",
    ],
  },

  // Palo santo
  "Sagrada Madre Palo Santo Sticks": {
    title: "Bâtons de palo santo Sagrada Madre",
    description: [
      "Six bâtons de Bursera graveolens du Pérou",
      "Bois d'arbres tombés naturellement, vieilli pendant des années",
      "Une fumée douce, citronnée et mentholée",
      "Allumez une extrémité, laissez brûler un instant, puis soufflez la flamme",
    ],
  },
  "Sagrada Madre Palo Santo Cones": {
    title: "Cônes de palo santo Sagrada Madre",
    description: [
      "Dix cônes de palo santo moulu et de liant naturel",
      "Un parfum pur et revigorant en 15 minutes environ",
      "Parfaits avant la méditation ou après le départ des invités",
    ],
  },
  "Tribal Soul Palo Santo Bundle": {
    title: "Fagot de palo santo Tribal Soul",
    description: [
      "Douze bâtons épais noués d'une cordelette en coton",
      "Récolté de manière durable en Équateur",
      "Un fagot généreux pour les rituels de purification quotidiens",
    ],
  },
  "Goloka Palo Santo Incense Sticks": {
    title: "Bâtonnets d'encens Goloka au palo santo",
    description: [
      "Le parfum du palo santo sur des bâtonnets de bambou roulés à la main",
      "Quinze grammes par boîte",
      "Une façon douce de profiter chaque jour du bois sacré",
    ],
  },

  // Encens en grains
  "Sac Frankincense Resin Tears": {
    title: "Larmes de résine d'oliban Sac",
    description: [
      "Larmes d'oliban d'Oman, 100 grammes",
      "Lumineux, citronné et balsamique une fois chauffé",
      "À brûler sur du charbon ou dans un brûle-résine",
    ],
  },
  "Ayurvedic Temple Blend Resin": {
    title: "Mélange de résines Ayurvedic du Temple",
    description: [
      "Benjoin, myrrhe et oliban mélangés à la main",
      "Le parfum chaleureux des temples indiens au crépuscule",
      "Bocal en verre de 80 grammes avec bouchon en liège",
      "Une pincée sur un charbon ardent parfume toute une pièce",
    ],
  },
  "Sree Vani Myrrh Resin Grains": {
    title: "Myrrhe en grains Sree Vani",
    description: [
      "Résine de Commiphora myrrha, 100 grammes",
      "Profonde, douce-amère et terreuse",
      "Traditionnellement brûlée pour le calme et l'ancrage",
    ],
  },
  "Sagrada Madre Copal Resin": {
    title: "Résine de copal Sagrada Madre",
    description: [
      "Copal blanc du Mexique, 60 grammes",
      "Une fumée fraîche aux accents de pin, utilisée lors des cérémonies",
      "Morceaux triés à la main, sans écorce ni poussière",
      "À utiliser avec des pastilles de charbon dans un brûleur résistant à la chaleur",
    ],
  },

  // Sauges naturelles
  "Sagrada Madre White Sage Smudge Stick": {
    title: "Bâton de fumigation à la sauge blanche Sagrada Madre",
    description: [
      "Sauge blanche de Californie, de 10 à 12 centimètres",
      "Cultivée et récoltée par de petites exploitations",
      "Nouée avec un fil de coton naturel",
      "À brûler dans un coquillage ou un bol, en laissant la fumée se diffuser",
    ],
  },
  "Tribal Soul Blue Sage Bundle": {
    title: "Fagot de sauge bleue Tribal Soul",
    description: [
      "Une sauge bleue au parfum herbacé plus doux",
      "Fagot noué à la main d'environ 10 centimètres",
      "Idéal pour une légère fumigation au quotidien",
    ],
  },
  "Garden Fresh Lavender Sage Wand": {
    title: "Bâton de sauge et lavande Garden Fresh",
    description: [
      "Sauge blanche enveloppée de fleurs de lavande",
      "Un mélange apaisant pour la chambre",
      "Environ 15 centimètres de long",
    ],
  },
  "Terra Rose Petal Sage Smudge": {
    title: "Fumigation sauge et pétales de rose Terra",
    description: [
      "Sauge blanche, pétales de rose et yerba santa",
      "Un beau cadeau pour une nouvelle maison",
      "Enveloppé d'une cordelette en coton arc-en-ciel",
      "Chaque fagot est unique",
    ],
  },

  // Charbons
  "Sac Quick Light Charcoal Tablets": {
    title: "Pastilles de charbon autoallumantes Sac Quick Light",
    description: [
      "Dix pastilles de charbon autoallumantes de 33 millimètres",
      "S'allument en quelques secondes et rougeoient environ 45 minutes",
      "Pour les résines, les plantes et l'encens en grains",
    ],
  },
  "Blc Bamboo Charcoal Discs": {
    title: "Pastilles de charbon de bambou Blc",
    description: [
      "Charbon de bambou naturel sans salpêtre",
      "Sans odeur et sans fumée une fois allumé",
      "Boîte de 40 pastilles de 40 millimètres",
      "À allumer avec un réchaud ou une flamme de gaz",
    ],
  },
  "Vijayshree Coconut Charcoal Rolls": {
    title: "Rouleaux de charbon de coco Vijayshree",
    description: [
      "Charbon de coque de noix de coco, dix rouleaux de dix pastilles",
      "Une chaleur régulière pour les résines précieuses",
      "Emballés dans de l'aluminium pour les protéger de l'humidité",
    ],
  },

  // Encens à refoulement
  "Ullas Waterfall Backflow Cones": {
    title: "Cônes à refoulement Ullas Cascade",
    description: [
      "Quarante cônes à refoulement au cœur creux",
      "La fumée s'écoule vers le bas comme une petite cascade",
      "Parfum de santal et de vanille",
    ],
  },
  "Darshan Mountain Backflow Burner": {
    title: "Brûleur à refoulement Darshan Montagne",
    description: [
      "Montagne en céramique émaillée à la main, 14 centimètres de haut",
      "La fumée descend trois terrasses jusqu'à un lac",
      "Livré avec 20 cônes à refoulement pour commencer",
      "S'essuie avec un chiffon sec",
    ],
  },
  "Sree Vani Lotus Backflow Burner": {
    title: "Brûleur à refoulement Sree Vani Lotus",
    description: [
      "Feuille de lotus en céramique avec un petit Bouddha",
      "La fumée se rassemble dans les pétales comme la brume du matin",
      "Douze centimètres de large",
    ],
  },
  "Padmini Rose Backflow Cones": {
    title: "Cônes à refoulement Padmini à la rose",
    description: [
      "Trente cônes à refoulement parfumés à la rose",
      "Une fumée dense qui descend lentement",
      "Chaque cône brûle environ 15 minutes",
    ],
  },

  // Géodes et druses
  "Terra Amethyst Geode Cathedral": {
    title: "Cathédrale d'améthyste Terra",
    description: [
      "Améthyste d'Uruguay, pointes d'un violet profond",
      "Environ 18 centimètres de haut, 1,4 kilogramme",
      "Chaque pièce est unique : la vôtre peut légèrement différer",
      "Dépoussiérez-la avec une brosse douce et tenez-la à l'abri du soleil vif",
    ],
  },
  "Terra Agate Geode Pair": {
    title: "Paire de géodes d'agate Terra",
    description: [
      "Les deux moitiés d'une géode d'agate du Brésil",
      "Des couches rubanées bleu et crème autour d'un cœur de cristaux",
      "Environ 8 centimètres de diamètre",
    ],
  },
  "Tribal Soul Citrine Druse": {
    title: "Druse de citrine Tribal Soul",
    description: [
      "Un amas de pointes de citrine d'un or miel",
      "Environ 10 centimètres de large",
      "Une pierre chaleureuse pour le bureau et le rebord de fenêtre",
    ],
  },
  "Blc Clear Quartz Cluster": {
    title: "Amas de cristal de roche Blc",
    description: [
      "Cristal de roche du Minas Gerais",
      "Des pointes naturelles et acérées sur une base plane",
      "Environ 9 centimètres de large",
      "Traditionnellement utilisé pour recharger les autres pierres",
    ],
  },
  "Ethnic Vibes Celestite Geode": {
    title: "Géode de célestine Ethnic Vibes",
    description: [
      "Cristaux de célestine bleu ciel de Madagascar",
      "Une géode ovale d'environ 12 centimètres",
      "Délicate : gardez-la au sec et à l'abri de la lumière directe du soleil",
    ],
  },

  // Perles pour créations
  "Terra Rose Quartz Beads Eight Millimetres": {
    title: "Perles de quartz rose Terra 8 millimètres",
    description: [
      "Un fil de 38 centimètres de perles rondes en quartz rose",
      "Huit millimètres, percées pour fil élastique ou fil métallique",
      "Un rose doux et uniforme",
    ],
  },
  "Blc Lava Stone Beads Mix": {
    title: "Assortiment de perles en pierre de lave Blc",
    description: [
      "Perles de lave volcanique noire, 8 millimètres",
      "Poreuses : ajoutez une goutte d'huile essentielle pour un bracelet diffuseur",
      "Environ 48 perles par fil",
    ],
  },
  "Tales Of India Freshwater Pearls Strand": {
    title: "Fil de perles d'eau douce Tales Of India",
    description: [
      "Perles de culture d'eau douce, de 6 à 7 millimètres",
      "Un éclat naturel blanc ivoire",
      "Un fil de 36 centimètres pour colliers et boucles d'oreilles",
      "Des formes légèrement irrégulières, toutes différentes",
    ],
  },
  "Ethnic Vibes Turquoise Howlite Beads": {
    title: "Perles d'howlite turquoise Ethnic Vibes",
    description: [
      "Howlite teintée d'un bleu turquoise éclatant",
      "Perles de six millimètres, environ 60 par fil",
      "Parfaites pour créer malas et bracelets",
    ],
  },

  // Pierres roulées
  "Terra Seven Chakra Tumbled Stones Set": {
    title: "Coffret de pierres roulées Terra Sept Chakras",
    description: [
      "Sept pierres polies, une pour chaque chakra",
      "Améthyste, lapis-lazuli, aventurine, citrine et bien d'autres",
      "Dans une pochette en coton avec une carte illustrée",
    ],
  },
  "Tribal Soul Amethyst Tumbled Stones": {
    title: "Améthyste roulée Tribal Soul",
    description: [
      "Deux cents grammes d'améthyste polie",
      "Pierres de 2 à 3 centimètres",
      "Ravissantes dans une coupelle, une poche ou un bain",
    ],
  },
  "Blc Black Tourmaline Tumbled Stones": {
    title: "Tourmaline noire roulée Blc",
    description: [
      "Tourmaline d'un noir profond, 100 grammes",
      "Réputée pierre de protection",
      "Chaque pièce est polie à la main",
    ],
  },
  "Satya Green Aventurine Pocket Stones": {
    title: "Pierres de poche en aventurine verte Satya",
    description: [
      "Cinq pierres lisses d'aventurine verte",
      "La pierre de la chance et des nouveaux départs",
      "Format de poche, environ 2,5 centimètres",
    ],
  },

  // Bracelets en pierres naturelles
  "Tales Of India Amethyst Bead Bracelet": {
    title: "Bracelet de perles d'améthyste Tales Of India",
    description: [
      "Perles d'améthyste de huit millimètres sur un élastique solide",
      "S'adapte à la plupart des poignets, de 16 à 18 centimètres",
      "Intercalaire doré orné d'une petite breloque lotus",
    ],
  },
  "Ethnic Vibes Tigers Eye Bracelet": {
    title: "Bracelet œil-de-tigre Ethnic Vibes",
    description: [
      "Œil-de-tigre brun doré aux reflets soyeux",
      "Perles rondes de huit millimètres",
      "Une pierre d'ancrage qui donne confiance en soi",
    ],
  },
  "Tribal Soul Lava Stone Diffuser Bracelet": {
    title: "Bracelet diffuseur en pierre de lave Tribal Soul",
    description: [
      "Perles de lave noire et les sept pierres des chakras",
      "Ajoutez une goutte d'huile : la lave garde le parfum toute la journée",
      "Monté sur élastique, unisexe",
    ],
  },
  "Terra Rose Quartz Bracelet": {
    title: "Bracelet en quartz rose Terra",
    description: [
      "Un quartz rose tout en douceur, la pierre de l'amour",
      "Perles de huit millimètres, enfilées à la main",
      "Présenté dans une pochette cadeau en lin",
    ],
  },
  "Noor Moonstone Bracelet": {
    title: "Bracelet en pierre de lune Noor",
    description: [
      "Pierre de lune arc-en-ciel aux reflets bleus",
      "Perles de six millimètres, délicates et élégantes",
      "Perles intercalaires en argent massif",
      "Livré dans une boîte cadeau",
    ],
  },

  // Pendules
  "Blc Amethyst Hexagonal Pendulum": {
    title: "Pendule hexagonal en améthyste Blc",
    description: [
      "Pointe d'améthyste facettée sur une chaînette argentée",
      "Chaînette de vingt centimètres terminée par une perle",
      "Pour la radiesthésie et la réflexion intérieure",
    ],
  },
  "Terra Rose Quartz Sephoroton Pendulum": {
    title: "Pendule séphoroton en quartz rose Terra",
    description: [
      "Séphoroton en quartz rose à la pointe fine",
      "Bien équilibré pour une oscillation fluide",
      "Avec une pochette en velours",
    ],
  },
  "Tales Of India Brass Pendulum": {
    title: "Pendule en laiton Tales Of India",
    description: [
      "Laiton massif poli, tourné à la main",
      "Un poids plus important pour une réponse plus stable",
      "Chaînette de vingt-deux centimètres",
    ],
  },

  // Plateaux et supports
  "Ethnic Vibes Carved Wooden Incense Plate": {
    title: "Porte-encens en bois sculpté Ethnic Vibes",
    description: [
      "Bois de manguier sculpté à la main d'un motif floral",
      "Vingt-six centimètres de long, il recueille toute la cendre",
      "Maintient les bâtonnets à la verticale ou inclinés",
    ],
  },
  "Tales Of India Brass Lotus Plate": {
    title: "Coupelle lotus en laiton Tales Of India",
    description: [
      "Une coupelle ronde en laiton ornée d'un lotus en relief",
      "Douze centimètres de diamètre",
      "Pour les cônes, les résines et les petites bougies",
      "À faire briller de temps en temps avec un chiffon doux",
    ],
  },
  "Darshan Ceramic Ash Catcher": {
    title: "Récupérateur de cendres en céramique Darshan",
    description: [
      "Grès émaillé couleur sable moucheté",
      "Forme allongée en barque avec un trou pour les bâtonnets",
      "Passe au lave-vaisselle",
    ],
  },
  "Hem Soapstone Offering Plate": {
    title: "Coupelle d'offrande en stéatite Hem",
    description: [
      "Stéatite sculptée d'Agra, incrustée de fleurs",
      "Dix centimètres de diamètre",
      "Un petit plateau pour le charbon, les bagues ou les cristaux",
    ],
  },

  // Tibétain
  "Tales Of India Tibetan Singing Bowl": {
    title: "Bol chantant tibétain Tales Of India",
    description: [
      "Bol martelé à la main en sept métaux, 12 centimètres",
      "Avec un maillet en bois et un coussin en brocart",
      "Un son long et chaleureux pour la méditation et les bains sonores",
      "Fabriqué par des artisans de Katmandou",
    ],
  },
  "Ethnic Vibes Prayer Flags Set": {
    title: "Drapeaux de prières Ethnic Vibes",
    description: [
      "Vingt-cinq drapeaux en coton imprimés de mantras",
      "Environ 6 mètres de cordon",
      "Cinq couleurs pour les cinq éléments",
    ],
  },
  "Tribal Soul Meditating Buddha Statue": {
    title: "Statue de Bouddha en méditation Tribal Soul",
    description: [
      "Bouddha en résine à la patine bronze, 20 centimètres",
      "Les mains dans la mudra de la méditation",
      "Une présence sereine pour un coin tranquille",
    ],
  },
  "Blc Tibetan Mala Beads": {
    title: "Mala tibétain Blc",
    description: [
      "Cent huit perles en graines de bodhi",
      "Noué à la main, avec perle gourou et pompon",
      "Pour la méditation des mantras",
    ],
  },
  "Darshan Brass Tingsha Cymbals": {
    title: "Cymbales tingsha en laiton Darshan",
    description: [
      "Une paire de cymbales en laiton reliées par une lanière de cuir",
      "Un tintement clair et aigu qui s'éteint lentement",
      "Utilisées pour ouvrir et clore une méditation",
    ],
  },

  // Fontaines
  "Terra Zen Stone Tabletop Fountain": {
    title: "Fontaine d'intérieur Terra Pierres Zen",
    description: [
      "Trois galets de rivière empilés sur un bassin en ardoise",
      "Pompe silencieuse avec câble de 1,5 mètre et prise",
      "Le doux murmure de l'eau sur votre bureau",
      "Trente centimètres de large",
    ],
  },
  "Ethnic Vibes Buddha Water Fountain": {
    title: "Fontaine Bouddha Ethnic Vibes",
    description: [
      "Un Bouddha assis près d'un bassin en cascade",
      "Une lumière LED chaude qui brille la nuit",
      "Résine résistante aux intempéries, pour l'intérieur ou les terrasses couvertes",
    ],
  },
  "Tales Of India Ceramic Lotus Fountain": {
    title: "Fontaine lotus en céramique Tales Of India",
    description: [
      "Céramique à émail céladon ornée de trois feuilles de lotus",
      "L'eau s'écoule de feuille en feuille",
      "Vingt-huit centimètres de haut",
    ],
  },
  "Ullas Bamboo Cascade Fountain": {
    title: "Fontaine cascade en bambou Ullas",
    description: [
      "Un bec en bambou qui remplit une vasque en pierre",
      "Débit réglable, pompe silencieuse",
      "Un style japonais apaisant pour les petits espaces",
      "Vingt-cinq centimètres de large",
    ],
  },

  // Lampes en sel de l'Himalaya
  "Himalaya Natural Salt Lamp Medium": {
    title: "Lampe en sel naturel Himalaya taille moyenne",
    description: [
      "Sel gemme du Pendjab taillé à la main, de 3 à 5 kilogrammes",
      "Socle en bois de neem, câble avec variateur et ampoule de 15 watts",
      "Une chaude lueur ambrée pour le calme du soir",
      "Chaque lampe a sa propre forme",
    ],
  },
  "Himalaya Salt Lamp Sphere": {
    title: "Lampe en sel Himalaya sphère",
    description: [
      "Une sphère polie de sel rose de l'Himalaya",
      "Quinze centimètres de diamètre",
      "Livrée avec un câble à variateur et une ampoule de rechange",
    ],
  },
  "Terra Salt Lamp Fire Bowl": {
    title: "Lampe en sel Terra coupe de feu",
    description: [
      "Coupe en fer remplie de morceaux de sel",
      "À utiliser comme lampe ou pour un massage chauffant",
      "Environ 20 centimètres de large",
    ],
  },
  "Ethnic Vibes Salt Lamp Pyramid": {
    title: "Lampe en sel Ethnic Vibes pyramide",
    description: [
      "Une pyramide de sel rose à la taille lisse",
      "Socle en marbre, 18 centimètres de haut",
      "Essuyer avec un chiffon sec ; éviter les pièces humides",
    ],
  },

  // Porte-encens
  "Ethnic Vibes Brass Elephant Incense Holder": {
    title: "Porte-encens éléphant en laiton Ethnic Vibes",
    description: [
      "Un petit éléphant en laiton à la trompe levée",
      "Tient un bâtonnet sur son dos",
      "À associer à une coupelle pour recueillir la cendre",
    ],
  },
  "Hem Wooden Incense Box": {
    title: "Boîte à encens en bois Hem",
    description: [
      "Coffret en bois de sheesham au treillis sculpté",
      "Le bâtonnet brûle à l'intérieur et la fumée s'échappe par le couvercle",
      "Un tiroir peut ranger jusqu'à 20 bâtonnets",
      "Trente centimètres de long",
    ],
  },
  "Satya Ceramic Lotus Incense Holder": {
    title: "Porte-encens lotus en céramique Satya",
    description: [
      "Une fleur de lotus en céramique émaillée",
      "Accueille bâtonnets et cônes",
      "Neuf centimètres de diamètre",
    ],
  },
  "Padmini Cone Burner Bowl": {
    title: "Brûle-cônes en coupelle Padmini",
    description: [
      "Coupelle en laiton avec couvercle ajouré pour les cônes",
      "La fumée s'échappe par un motif en étoile",
      "Huit centimètres de diamètre",
    ],
  },

  // Éponges naturelles
  "Herbio Mediterranean Sea Sponge": {
    title: "Éponge de mer de Méditerranée Herbio",
    description: [
      "Une éponge naturelle en nid d'abeille des côtes grecques",
      "Douce et durable, environ 12 centimètres",
      "Rincez-la bien et laissez-la sécher à l'air après chaque usage",
    ],
  },
  "Garden Fresh Konjac Face Sponge": {
    title: "Éponge visage konjac Garden Fresh",
    description: [
      "Éponge végétale de konjac au charbon de bambou",
      "Un nettoyage quotidien tout en douceur pour tous les types de peau",
      "Dure jusqu'à trois mois",
    ],
  },
  "Noor Loofah Bath Mitt": {
    title: "Gant de bain en luffa Noor",
    description: [
      "Luffa naturel tissé dans un gant en coton",
      "Exfolie et réveille la peau",
      "Se suspend pour sécher grâce à sa boucle en coton",
    ],
  },

  // Huiles
  "Noor Oud Perfume Oil": {
    title: "Huile parfumée à l'oud Noor",
    description: [
      "Huile parfumée sans alcool, 10 millilitres",
      "Bois d'agar, safran et rose",
      "Flacon roll-on en verre pour les poignets et le cou",
      "Un peu suffit pour toute la journée",
    ],
  },
  "Ayurvedic Sesame Massage Oil": {
    title: "Huile de massage au sésame Ayurvedic",
    description: [
      "Huile de sésame pressée à froid à l'ashwagandha",
      "Pour le massage abhyanga traditionnel du corps et des articulations",
      "Flacon en verre ambré de 200 millilitres",
    ],
  },
  "Herbio Lavender Essential Oil": {
    title: "Huile essentielle de lavande Herbio",
    description: [
      "Pure Lavandula angustifolia de Provence",
      "Dix millilitres avec bouchon compte-gouttes",
      "Pour les diffuseurs, le bain et les oreillers",
      "Bio, distillée à la vapeur d'eau",
    ],
  },
  "Himalaya Eucalyptus Essential Oil": {
    title: "Huile essentielle d'eucalyptus Himalaya",
    description: [
      "Huile fraîche d'Eucalyptus globulus, 10 millilitres",
      "Purifie l'air et libère l'esprit",
      "Ne jamais appliquer pure sur la peau",
    ],
  },
  "Sree Vani Sandalwood Attar": {
    title: "Attar au santal Sree Vani",
    description: [
      "Attar indien traditionnel dans une huile de santal",
      "Six millilitres dans un flacon en verre taillé",
      "Doux, crémeux et tenace",
    ],
  },

  // Sels de bain
  "Himalaya Pink Bath Salt": {
    title: "Sel de bain rose Himalaya",
    description: [
      "Gros sel rose de l'Himalaya, 500 grammes",
      "Riche en minéraux naturels",
      "Faites fondre deux poignées dans un bain chaud",
    ],
  },
  "Herbio Lavender Dead Sea Salt": {
    title: "Sel de la mer Morte à la lavande Herbio",
    description: [
      "Sel de la mer Morte à l'huile et aux fleurs de lavande",
      "Un bain relaxant après une longue journée",
      "Sachet kraft refermable de 400 grammes",
    ],
  },
  "Ayurvedic Rose And Neem Bath Soak": {
    title: "Sels de bain Ayurvedic rose et neem",
    description: [
      "Sel d'Epsom aux pétales de rose et aux feuilles de neem",
      "Apaise les muscles fatigués et adoucit la peau",
      "Bocal en verre de 350 grammes avec cuillère doseuse en bois",
    ],
  },

  // Savons
  "Ayurvedic Turmeric Sandalwood Soap": {
    title: "Savon Ayurvedic curcuma et santal",
    description: [
      "Savon saponifié à froid au curcuma et au santal",
      "Fabriqué avec de l'huile de coco et d'olive",
      "Un pain de cent grammes, emballé dans du papier",
    ],
  },
  "Herbio Olive Oil Castile Soap": {
    title: "Savon de Castille à l'huile d'olive Herbio",
    description: [
      "Savon à l'huile d'olive pure, assez doux pour les bébés",
      "Sans parfum, sans huile de palme",
      "Cent vingt grammes",
    ],
  },
  "Goloka Neem And Tulsi Soap": {
    title: "Savon Goloka neem et tulsi",
    description: [
      "Neem et basilic sacré pour une sensation de fraîcheur et de propreté",
      "Fabriqué à la main en petites séries",
      "Pain de soixante-quinze grammes",
    ],
  },
};

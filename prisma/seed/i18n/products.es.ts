import type { ProductTexts } from "./types";

export const ES: ProductTexts = {
  "Hem Precious Chandan Incense Sticks": {
    title: "Varitas de incienso Hem Precious Chandan",
    description: [
      "Seis cajas de 20 varitas enrolladas a mano (120 en total)",
      "Sándalo cálido y cremoso con un suave final amaderado",
      "Cada varita arde unos 40 minutos",
      "Elaboradas en la India sobre un núcleo natural de bambú",
    ],
  },
  "Hem Seven Chakras Incense Sticks": {
    title: "Varitas de incienso Hem Siete Chakras",
    description: [
      "Siete fragancias en una sola caja, una para cada chakra",
      "Ideales para la meditación, el yoga y las tardes tranquilas",
      "Varitas masala bañadas a mano, 20 gramos por paquete",
    ],
  },
  "Satya Nag Champa Classic Incense": {
    title: "Incienso Satya Nag Champa Classic",
    description: [
      "El Nag Champa original de la caja azul, 12 paquetes de 15 gramos",
      "Flor de champaca, sándalo y resina de halmaddi",
      "Un humo intenso y dulce que perdura durante horas",
      "Enrollado a mano en Bangalore por una empresa familiar desde 1964",
    ],
  },
  "Satya Super Hit Incense Cones": {
    title: "Conos de incienso Satya Super Hit",
    description: [
      "Doce conos y un soporte de cerámica en cada caja",
      "Mezcla terrosa y ligeramente especiada, apreciada en todo el mundo",
      "Cada cono arde unos 20 minutos",
    ],
  },
  "Darshan Lavender Incense Sticks": {
    title: "Varitas de incienso Darshan Lavanda",
    description: [
      "Lavanda relajante según una receta masala tradicional",
      "Seis tubos de 20 varitas",
      "Un aroma suave para dormitorios y rincones de lectura",
    ],
  },
  "Padmini Spiritual Guide Dhoop Sticks": {
    title: "Varitas dhoop Padmini Spiritual Guide",
    description: [
      "Varitas dhoop sin bambú, de resina pura y hierbas",
      "Fragancia profunda y ahumada con notas de benjuí",
      "Diez varitas por caja, cada una arde unos 50 minutos",
      "Parte una varita por la mitad para una sesión más corta",
    ],
  },
  "Goloka Frankincense Incense Sticks": {
    title: "Varitas de incienso Goloka Olíbano",
    description: [
      "Olíbano y mirra, enrollados a mano en Bangalore",
      "Un aroma resinoso y limpio para la meditación",
      "Doce cajas de 15 gramos",
      "Ingredientes naturales, sin polvo de carbón",
    ],
  },
  "Vijayshree Golden Nag Incense Cones": {
    title: "Conos de incienso Vijayshree Golden Nag",
    description: [
      "Doce conos grandes en una caja dorada",
      "Nag champa floral sobre una base melosa",
      "Combustión lenta, unos 30 minutos por cono",
    ],
  },
  "Vijayshree Mogra Incense Sticks": {
    title: "Varitas de incienso Vijayshree Mogra",
    description: [
      "Jazmín árabe, conocido en la India como mogra",
      "Fresco, embriagador y dulce, como un jardín en una noche de verano",
      "Seis cajas de 20 varitas masala",
    ],
  },
  "Noor Amber And Oud Scented Candle": {
    title: "Vela perfumada Noor Ámbar y Oud",
    description: [
      "Cera de soja vertida a mano en un tarro de cristal ahumado, 220 gramos",
      "Ámbar cálido, madera de oud y un toque de vainilla",
      "Mecha de algodón, unas 45 horas de combustión",
      "El tarro se puede reutilizar cuando se termina la vela",
    ],
  },
  "Garden Fresh Jasmine Soy Candle": {
    title: "Vela de soja Garden Fresh Jazmín",
    description: [
      "Cera de soja pura perfumada con jazmín sambac",
      "Mecha de algodón sin plomo, 30 horas de combustión",
      "Recipiente de cerámica esmaltado a mano en un suave tono marfil",
    ],
  },
  "Sac Beeswax Pillar Candle": {
    title: "Vela de columna Sac de cera de abeja",
    description: [
      "Cera de abeja natural maciza, 7 × 12 centímetros",
      "Un leve aroma a miel al encenderla, sin fragancias añadidas",
      "Apenas gotea y arde hasta 60 horas",
      "Una suave luz dorada para altares y mesas",
    ],
  },
  "Ullas Sandalwood Tealight Set": {
    title: "Set de velas de té Ullas Sándalo",
    description: [
      "Veinticuatro velas de té perfumadas con sándalo",
      "Unas 4 horas de combustión cada una",
      "Cápsulas transparentes sin aluminio, fáciles de reciclar",
    ],
  },
  "Tales Of India Rose Petal Candle": {
    title: "Vela Tales Of India con pétalos de rosa",
    description: [
      "Cera de colza y de coco con auténticos pétalos de rosa secos",
      "Aroma de rosa de Damasco y pimienta rosa",
      "Lata con acabado de latón y tapa, 300 gramos",
      "Alrededor de 55 horas de combustión lenta y uniforme",
    ],
  },
  "Sagrada Madre Palo Santo Sticks": {
    title: "Palitos de palo santo Sagrada Madre",
    description: [
      "Seis palitos de Bursera graveolens de Perú",
      "Madera de árboles caídos de forma natural, madurada durante años",
      "Humo dulce, cítrico y mentolado",
      "Enciende un extremo, deja que arda un momento y luego sopla",
    ],
  },
  "Sagrada Madre Palo Santo Cones": {
    title: "Conos de palo santo Sagrada Madre",
    description: [
      "Diez conos de palo santo molido y aglutinante natural",
      "Un aroma limpio y revitalizante en unos 15 minutos",
      "Perfectos antes de meditar o cuando se marchan los invitados",
    ],
  },
  "Tribal Soul Palo Santo Bundle": {
    title: "Manojo de palo santo Tribal Soul",
    description: [
      "Doce palitos gruesos atados con cordón de algodón",
      "De origen sostenible en Ecuador",
      "Un manojo generoso para los rituales diarios de limpieza",
    ],
  },
  "Goloka Palo Santo Incense Sticks": {
    title: "Varitas de incienso Goloka Palo Santo",
    description: [
      "Aroma de palo santo en varitas de bambú enrolladas a mano",
      "Quince gramos por caja",
      "Una forma suave de disfrutar cada día de la madera sagrada",
    ],
  },
  "Sac Frankincense Resin Tears": {
    title: "Lágrimas de olíbano Sac",
    description: [
      "Lágrimas de olíbano de Omán, 100 gramos",
      "Luminoso, alimonado y balsámico al calentarse",
      "Quémalo sobre carbón o en un calentador de resinas",
    ],
  },
  "Ayurvedic Temple Blend Resin": {
    title: "Resina Ayurvedic Mezcla del Templo",
    description: [
      "Benjuí, mirra y olíbano mezclados a mano",
      "El cálido aroma de los templos indios al atardecer",
      "Tarro de cristal de 80 gramos con tapa de corcho",
      "Una pizca sobre carbón encendido perfuma toda una habitación",
    ],
  },
  "Sree Vani Myrrh Resin Grains": {
    title: "Granos de resina de mirra Sree Vani",
    description: [
      "Resina de Commiphora myrrha, 100 gramos",
      "Profunda, agridulce y terrosa",
      "Tradicionalmente se quema para la calma y el enraizamiento",
    ],
  },
  "Sagrada Madre Copal Resin": {
    title: "Resina de copal Sagrada Madre",
    description: [
      "Copal blanco de México, 60 gramos",
      "Humo fresco con notas de pino, utilizado en ceremonias",
      "Piezas seleccionadas a mano, sin corteza ni polvo",
      "Úsala con pastillas de carbón en un quemador resistente al calor",
    ],
  },
  "Sagrada Madre White Sage Smudge Stick": {
    title: "Atado de salvia blanca Sagrada Madre",
    description: [
      "Salvia blanca de California, de 10 a 12 centímetros",
      "Cultivada y cosechada por pequeñas granjas",
      "Atada con hilo de algodón natural",
      "Quémala en una concha o un cuenco y deja que el humo se expanda",
    ],
  },
  "Tribal Soul Blue Sage Bundle": {
    title: "Manojo de salvia azul Tribal Soul",
    description: [
      "Salvia azul con un aroma herbal más suave",
      "Manojo atado a mano de unos 10 centímetros",
      "Ideal para una limpieza ligera diaria",
    ],
  },
  "Garden Fresh Lavender Sage Wand": {
    title: "Atado de salvia y lavanda Garden Fresh",
    description: [
      "Salvia blanca envuelta con flores de lavanda",
      "Una mezcla relajante para el dormitorio",
      "Unos 15 centímetros de largo",
    ],
  },
  "Terra Rose Petal Sage Smudge": {
    title: "Atado de salvia Terra con pétalos de rosa",
    description: [
      "Salvia blanca, pétalos de rosa y yerba santa",
      "Un precioso regalo para un nuevo hogar",
      "Envuelto en cordón de algodón con los colores del arcoíris",
      "Cada atado es único",
    ],
  },
  "Sac Quick Light Charcoal Tablets": {
    title: "Pastillas de carbón de encendido rápido Sac",
    description: [
      "Diez pastillas de carbón autoencendibles de 33 milímetros",
      "Se encienden en segundos y arden unos 45 minutos",
      "Para resinas, hierbas y granos de incienso",
    ],
  },
  "Blc Bamboo Charcoal Discs": {
    title: "Pastillas de carbón de bambú Blc",
    description: [
      "Carbón natural de bambú sin salitre",
      "Sin olor ni humo una vez encendido",
      "Caja de 40 pastillas de 40 milímetros",
      "Enciéndelas con un mechero o una llama de gas",
    ],
  },
  "Vijayshree Coconut Charcoal Rolls": {
    title: "Rollos de carbón de coco Vijayshree",
    description: [
      "Carbón de cáscara de coco, diez rollos de diez pastillas",
      "Calor uniforme para resinas preciosas",
      "Envasado en papel de aluminio para protegerlo de la humedad",
    ],
  },
  "Ullas Waterfall Backflow Cones": {
    title: "Conos de reflujo Ullas Cascada",
    description: [
      "Cuarenta conos de reflujo con el centro hueco",
      "El humo desciende como una pequeña cascada",
      "Aroma de sándalo y vainilla",
    ],
  },
  "Darshan Mountain Backflow Burner": {
    title: "Quemador de reflujo Darshan Montaña",
    description: [
      "Montaña de cerámica esmaltada a mano, 14 centímetros de alto",
      "El humo desciende por tres terrazas hasta un lago",
      "Incluye 20 conos de reflujo para empezar",
      "Límpialo con un paño seco",
    ],
  },
  "Sree Vani Lotus Backflow Burner": {
    title: "Quemador de reflujo Sree Vani Loto",
    description: [
      "Hoja de loto de cerámica con un pequeño Buda",
      "El humo se recoge en los pétalos como la bruma matinal",
      "Doce centímetros de ancho",
    ],
  },
  "Padmini Rose Backflow Cones": {
    title: "Conos de reflujo Padmini Rosa",
    description: [
      "Treinta conos de reflujo con aroma a rosa",
      "Humo denso que cae lentamente",
      "Cada cono arde unos 15 minutos",
    ],
  },
  "Terra Amethyst Geode Cathedral": {
    title: "Catedral de amatista Terra",
    description: [
      "Amatista de Uruguay con puntas de un violeta intenso",
      "Unos 18 centímetros de alto, 1,4 kilogramos",
      "Cada pieza es única; la tuya puede variar ligeramente",
      "Quítale el polvo con un cepillo suave y protégela del sol intenso",
    ],
  },
  "Terra Agate Geode Pair": {
    title: "Par de geodas de ágata Terra",
    description: [
      "Dos mitades de una geoda de ágata brasileña",
      "Capas bandeadas en azul y crema con un corazón de cristal",
      "Alrededor de 8 centímetros de diámetro",
    ],
  },
  "Tribal Soul Citrine Druse": {
    title: "Drusa de citrino Tribal Soul",
    description: [
      "Un racimo de puntas de citrino dorado miel",
      "Unos 10 centímetros de ancho",
      "Una piedra cálida para escritorios y alféizares",
    ],
  },
  "Blc Clear Quartz Cluster": {
    title: "Drusa de cristal de roca Blc",
    description: [
      "Cristal de roca de Minas Gerais",
      "Puntas naturales afiladas sobre una base plana",
      "Aproximadamente 9 centímetros de ancho",
      "Tradicionalmente se usa para cargar otras piedras",
    ],
  },
  "Ethnic Vibes Celestite Geode": {
    title: "Geoda de celestina Ethnic Vibes",
    description: [
      "Cristales de celestina azul cielo de Madagascar",
      "Una geoda ovalada de unos 12 centímetros",
      "Delicada: mantenla seca y lejos de la luz solar directa",
    ],
  },
  "Terra Rose Quartz Beads Eight Millimetres": {
    title: "Cuentas de cuarzo rosa Terra de 8 milímetros",
    description: [
      "Una tira de 38 centímetros de cuentas redondas de cuarzo rosa",
      "Ocho milímetros, perforadas para hilo elástico o alambre",
      "Un rosa suave y uniforme",
    ],
  },
  "Blc Lava Stone Beads Mix": {
    title: "Mezcla de cuentas de piedra volcánica Blc",
    description: [
      "Cuentas negras de lava volcánica, 8 milímetros",
      "Porosas: añade una gota de aceite esencial y tendrás una pulsera difusora",
      "Unas 48 cuentas por tira",
    ],
  },
  "Tales Of India Freshwater Pearls Strand": {
    title: "Tira de perlas de agua dulce Tales Of India",
    description: [
      "Perlas cultivadas de agua dulce, de 6 a 7 milímetros",
      "Brillo natural en blanco marfil",
      "Una tira de 36 centímetros para collares y pendientes",
      "Formas suavemente irregulares, cada perla es distinta",
    ],
  },
  "Ethnic Vibes Turquoise Howlite Beads": {
    title: "Cuentas de howlita turquesa Ethnic Vibes",
    description: [
      "Howlita teñida en un vivo azul turquesa",
      "Cuentas de seis milímetros, unas 60 por tira",
      "Perfectas para crear malas y pulseras",
    ],
  },
  "Terra Seven Chakra Tumbled Stones Set": {
    title: "Set de piedras rodadas Terra Siete Chakras",
    description: [
      "Siete piedras pulidas, una para cada chakra",
      "Amatista, lapislázuli, aventurina, citrino y más",
      "En una bolsita de algodón con una tarjeta ilustrada",
    ],
  },
  "Tribal Soul Amethyst Tumbled Stones": {
    title: "Piedras rodadas de amatista Tribal Soul",
    description: [
      "Doscientos gramos de amatista pulida",
      "Piedras de 2 a 3 centímetros",
      "Preciosas en un cuenco, en el bolsillo o en el agua del baño",
    ],
  },
  "Blc Black Tourmaline Tumbled Stones": {
    title: "Piedras rodadas de turmalina negra Blc",
    description: [
      "Turmalina de un negro profundo, 100 gramos",
      "Conocida como piedra de protección",
      "Cada pieza pulida a mano",
    ],
  },
  "Satya Green Aventurine Pocket Stones": {
    title: "Piedras de bolsillo de aventurina verde Satya",
    description: [
      "Cinco piedras lisas de aventurina verde",
      "La piedra de la suerte y de los nuevos comienzos",
      "Tamaño de bolsillo, unos 2,5 centímetros",
    ],
  },
  "Tales Of India Amethyst Bead Bracelet": {
    title: "Pulsera de cuentas de amatista Tales Of India",
    description: [
      "Cuentas de amatista de ocho milímetros sobre un elástico resistente",
      "Se adapta a la mayoría de muñecas de 16 a 18 centímetros",
      "Separador dorado con un pequeño colgante de loto",
    ],
  },
  "Ethnic Vibes Tigers Eye Bracelet": {
    title: "Pulsera de ojo de tigre Ethnic Vibes",
    description: [
      "Ojo de tigre marrón dorado con un brillo sedoso",
      "Cuentas redondas de ocho milímetros",
      "Una piedra de enraizamiento que aporta confianza",
    ],
  },
  "Tribal Soul Lava Stone Diffuser Bracelet": {
    title: "Pulsera difusora de piedra volcánica Tribal Soul",
    description: [
      "Cuentas de lava negra con siete piedras de los chakras",
      "Añade una gota de aceite: la lava conserva el aroma todo el día",
      "Elástica, unisex",
    ],
  },
  "Terra Rose Quartz Bracelet": {
    title: "Pulsera de cuarzo rosa Terra",
    description: [
      "Cuarzo rosa de un tono rosa suave, la piedra del amor",
      "Cuentas de ocho milímetros, ensartadas a mano",
      "Se presenta en una bolsita de regalo de lino",
    ],
  },
  "Noor Moonstone Bracelet": {
    title: "Pulsera de piedra luna Noor",
    description: [
      "Piedra luna arcoíris con destellos azules",
      "Cuentas de seis milímetros, delicada y elegante",
      "Separadores de plata de ley",
      "Se entrega en una caja de regalo",
    ],
  },
  "Blc Amethyst Hexagonal Pendulum": {
    title: "Péndulo hexagonal de amatista Blc",
    description: [
      "Punta de amatista facetada con cadena plateada",
      "Cadena de veinte centímetros con una cuenta en el extremo",
      "Para la radiestesia y la reflexión serena",
    ],
  },
  "Terra Rose Quartz Sephoroton Pendulum": {
    title: "Péndulo sephoroton de cuarzo rosa Terra",
    description: [
      "Sephoroton de cuarzo rosa con una punta fina",
      "Bien equilibrado para una oscilación suave",
      "Con bolsita de terciopelo",
    ],
  },
  "Tales Of India Brass Pendulum": {
    title: "Péndulo de latón Tales Of India",
    description: [
      "Latón macizo pulido, torneado a mano",
      "Más peso para una respuesta estable",
      "Cadena de veintidós centímetros",
    ],
  },
  "Ethnic Vibes Carved Wooden Incense Plate": {
    title: "Portaincienso de madera tallada Ethnic Vibes",
    description: [
      "Madera de mango tallada a mano con un motivo floral",
      "Veintiséis centímetros de largo, recoge toda la ceniza",
      "Sostiene las varitas en vertical o inclinadas",
    ],
  },
  "Tales Of India Brass Lotus Plate": {
    title: "Plato de latón con loto Tales Of India",
    description: [
      "Un plato redondo de latón con un loto en relieve",
      "Doce centímetros de ancho",
      "Para conos, resinas y velas pequeñas",
      "Púlelo de vez en cuando con un paño suave",
    ],
  },
  "Darshan Ceramic Ash Catcher": {
    title: "Recogecenizas de cerámica Darshan",
    description: [
      "Gres esmaltado en un color arena moteado",
      "Forma alargada de barca con un orificio para las varitas",
      "Apto para lavavajillas",
    ],
  },
  "Hem Soapstone Offering Plate": {
    title: "Plato de ofrendas de esteatita Hem",
    description: [
      "Esteatita tallada de Agra con incrustaciones florales",
      "Diez centímetros de diámetro",
      "Una pequeña bandeja para carbón, anillos o cristales",
    ],
  },
  "Tales Of India Tibetan Singing Bowl": {
    title: "Cuenco tibetano Tales Of India",
    description: [
      "Cuenco martillado a mano de siete metales, 12 centímetros",
      "Con baqueta de madera y cojín de brocado",
      "Un sonido largo y cálido para la meditación y los baños de sonido",
      "Elaborado por artesanos de Katmandú",
    ],
  },
  "Ethnic Vibes Prayer Flags Set": {
    title: "Set de banderas de oración Ethnic Vibes",
    description: [
      "Veinticinco banderas de algodón estampadas con mantras",
      "Unos 6 metros de cordel",
      "Cinco colores para los cinco elementos",
    ],
  },
  "Tribal Soul Meditating Buddha Statue": {
    title: "Estatua de Buda en meditación Tribal Soul",
    description: [
      "Buda de resina con pátina de bronce, 20 centímetros",
      "Manos en el mudra de la meditación",
      "Una presencia serena para un rincón tranquilo",
    ],
  },
  "Blc Tibetan Mala Beads": {
    title: "Mala tibetano Blc",
    description: [
      "Ciento ocho cuentas de semillas de bodhi",
      "Anudado a mano con cuenta gurú y borla",
      "Para la meditación con mantras",
    ],
  },
  "Darshan Brass Tingsha Cymbals": {
    title: "Címbalos tingsha de latón Darshan",
    description: [
      "Un par de címbalos de latón unidos por una correa de cuero",
      "Un sonido claro y agudo que se desvanece lentamente",
      "Se usan para abrir y cerrar una meditación",
    ],
  },
  "Terra Zen Stone Tabletop Fountain": {
    title: "Fuente de sobremesa Terra Piedras Zen",
    description: [
      "Tres cantos rodados apilados sobre una base de pizarra",
      "Bomba silenciosa con cable de 1,5 metros y enchufe",
      "El suave murmullo del agua para tu escritorio",
      "Treinta centímetros de ancho",
    ],
  },
  "Ethnic Vibes Buddha Water Fountain": {
    title: "Fuente de agua con Buda Ethnic Vibes",
    description: [
      "Un Buda sentado junto a una pila en cascada",
      "Luz LED cálida que brilla por la noche",
      "Resina resistente a la intemperie para interiores o terrazas cubiertas",
    ],
  },
  "Tales Of India Ceramic Lotus Fountain": {
    title: "Fuente de loto de cerámica Tales Of India",
    description: [
      "Cerámica esmaltada en celadón con tres hojas de loto",
      "El agua fluye de hoja en hoja",
      "Veintiocho centímetros de alto",
    ],
  },
  "Ullas Bamboo Cascade Fountain": {
    title: "Fuente cascada de bambú Ullas",
    description: [
      "Un caño de bambú que llena un cuenco de piedra",
      "Caudal regulable, bomba silenciosa",
      "Un sereno estilo japonés para espacios pequeños",
      "Veinticinco centímetros de ancho",
    ],
  },
  "Himalaya Natural Salt Lamp Medium": {
    title: "Lámpara de sal natural Himalaya mediana",
    description: [
      "Sal gema tallada a mano del Punjab, de 3 a 5 kilogramos",
      "Base de madera de neem, cable con regulador y bombilla de 15 vatios",
      "Un cálido resplandor ámbar para la calma de la noche",
      "Cada lámpara tiene su propia forma",
    ],
  },
  "Himalaya Salt Lamp Sphere": {
    title: "Lámpara de sal Himalaya esfera",
    description: [
      "Una esfera pulida de sal rosa del Himalaya",
      "Quince centímetros de diámetro",
      "Incluye cable con regulador y bombilla de repuesto",
    ],
  },
  "Terra Salt Lamp Fire Bowl": {
    title: "Lámpara de sal Terra cuenco de fuego",
    description: [
      "Cuenco de hierro lleno de trozos de sal",
      "Úsalos como lámpara o para un masaje con calor",
      "Unos 20 centímetros de ancho",
    ],
  },
  "Ethnic Vibes Salt Lamp Pyramid": {
    title: "Lámpara de sal Ethnic Vibes pirámide",
    description: [
      "Una pirámide de sal rosa de corte liso",
      "Base de mármol, 18 centímetros de alto",
      "Límpiala con un paño seco; mantenla alejada de estancias húmedas",
    ],
  },
  "Ethnic Vibes Brass Elephant Incense Holder": {
    title: "Portaincienso elefante de latón Ethnic Vibes",
    description: [
      "Un pequeño elefante de latón con la trompa levantada",
      "Sostiene una varita sobre su lomo",
      "Combínalo con un plato para recoger la ceniza",
    ],
  },
  "Hem Wooden Incense Box": {
    title: "Caja de incienso de madera Hem",
    description: [
      "Caja tipo cofre de madera de sheesham con celosía tallada",
      "La varita arde en su interior mientras el humo sale por la tapa",
      "Un cajón guarda hasta 20 varitas",
      "Treinta centímetros de largo",
    ],
  },
  "Satya Ceramic Lotus Incense Holder": {
    title: "Portaincienso loto de cerámica Satya",
    description: [
      "Una flor de loto de cerámica esmaltada",
      "Sostiene varitas y conos",
      "Nueve centímetros de diámetro",
    ],
  },
  "Padmini Cone Burner Bowl": {
    title: "Cuenco quemador de conos Padmini",
    description: [
      "Cuenco de latón con tapa calada para conos",
      "El humo sale por un motivo de estrellas",
      "Ocho centímetros de diámetro",
    ],
  },
  "Herbio Mediterranean Sea Sponge": {
    title: "Esponja marina mediterránea Herbio",
    description: [
      "Una esponja natural tipo panal de la costa griega",
      "Suave y duradera, de unos 12 centímetros",
      "Enjuágala bien y déjala secar al aire después de cada uso",
    ],
  },
  "Garden Fresh Konjac Face Sponge": {
    title: "Esponja facial de konjac Garden Fresh",
    description: [
      "Esponja vegetal de konjac con carbón de bambú",
      "Limpieza diaria suave para todo tipo de piel",
      "Dura hasta tres meses",
    ],
  },
  "Noor Loofah Bath Mitt": {
    title: "Guante de baño de lufa Noor",
    description: [
      "Lufa natural tejida en un guante de algodón",
      "Exfolia y despierta la piel",
      "Cuélgalo a secar por su lazo de algodón",
    ],
  },
  "Noor Oud Perfume Oil": {
    title: "Perfume en aceite Noor Oud",
    description: [
      "Perfume en aceite sin alcohol, 10 mililitros",
      "Madera de agar, azafrán y rosa",
      "Frasco de cristal con aplicador de bola para muñecas y cuello",
      "Con un poco basta para todo el día",
    ],
  },
  "Ayurvedic Sesame Massage Oil": {
    title: "Aceite de masaje de sésamo Ayurvedic",
    description: [
      "Aceite de sésamo prensado en frío con ashwagandha",
      "Masaje abhyanga tradicional para el cuerpo y las articulaciones",
      "Frasco de cristal ámbar de 200 mililitros",
    ],
  },
  "Herbio Lavender Essential Oil": {
    title: "Aceite esencial de lavanda Herbio",
    description: [
      "Lavandula angustifolia pura de la Provenza",
      "Diez mililitros con tapón cuentagotas",
      "Para difusores, baños y almohadas",
      "Ecológico, destilado al vapor",
    ],
  },
  "Himalaya Eucalyptus Essential Oil": {
    title: "Aceite esencial de eucalipto Himalaya",
    description: [
      "Aceite fresco de Eucalyptus globulus, 10 mililitros",
      "Despeja el aire y la mente",
      "No lo apliques nunca sin diluir sobre la piel",
    ],
  },
  "Sree Vani Sandalwood Attar": {
    title: "Attar de sándalo Sree Vani",
    description: [
      "Attar tradicional indio en aceite de sándalo",
      "Seis mililitros en un frasco de cristal tallado",
      "Suave, cremoso y duradero",
    ],
  },
  "Himalaya Pink Bath Salt": {
    title: "Sal de baño rosa Himalaya",
    description: [
      "Sal rosa gruesa del Himalaya, 500 gramos",
      "Rica en minerales naturales",
      "Disuelve dos puñados en un baño caliente",
    ],
  },
  "Herbio Lavender Dead Sea Salt": {
    title: "Sal del mar Muerto con lavanda Herbio",
    description: [
      "Sal del mar Muerto con aceite y flores de lavanda",
      "Un baño relajante después de un largo día",
      "Bolsa de papel kraft resellable de 400 gramos",
    ],
  },
  "Ayurvedic Rose And Neem Bath Soak": {
    title: "Sales de baño Ayurvedic de rosa y neem",
    description: [
      "Sal de Epsom con pétalos de rosa y hojas de neem",
      "Alivia los músculos cansados y suaviza la piel",
      "Tarro de cristal de 350 gramos con cuchara de madera",
    ],
  },
  "Ayurvedic Turmeric Sandalwood Soap": {
    title: "Jabón de cúrcuma y sándalo Ayurvedic",
    description: [
      "Jabón elaborado en frío con cúrcuma y sándalo",
      "Hecho con aceite de coco y de oliva",
      "Una pastilla de cien gramos, envuelta en papel",
    ],
  },
  "Herbio Olive Oil Castile Soap": {
    title: "Jabón de Castilla de aceite de oliva Herbio",
    description: [
      "Jabón de aceite de oliva puro, tan suave que sirve para bebés",
      "Sin perfume y sin aceite de palma",
      "Ciento veinte gramos",
    ],
  },
  "Goloka Neem And Tulsi Soap": {
    title: "Jabón de neem y tulsi Goloka",
    description: [
      "Neem y albahaca sagrada para una sensación fresca y limpia",
      "Hecho a mano en pequeños lotes",
      "Pastilla de setenta y cinco gramos",
    ],
  },
};

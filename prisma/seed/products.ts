/**
 * The demo catalogue: 88 products over every subcategory and every brand. Each row:
 * title, brand, subcategory slug, art kind (see app/modules/catalog/art), price in euro cents,
 * and the description lines. Titles are title-cased words without punctuation, so that
 * title-casing a product's slug gives its title back.
 */
import type { BrandName } from "./taxonomy";

export interface ProductSeed {
  title: string;
  brand: BrandName;
  subcategory: string;
  art: string;
  priceCents: number;
  description: string[];
}

type Row = [title: string, brand: BrandName, art: string, priceCents: number, description: string[]];

const BY_SUBCATEGORY: Record<string, Row[]> = {
  incense: [
    [
      "Hem Precious Chandan Incense Sticks",
      "HEM",
      "incense-sticks",
      390,
      [
        "Six boxes of 20 hand-rolled sticks (120 in all)",
        "Warm, creamy sandalwood with a soft woody finish",
        "Burns about 40 minutes per stick",
        "Made in India on a natural bamboo core",
      ],
    ],
    [
      "Hem Seven Chakras Incense Sticks",
      "HEM",
      "incense-sticks",
      450,
      [
        "Seven fragrances in one box, one for each chakra",
        "Ideal for meditation, yoga and quiet evenings",
        "Hand-dipped masala sticks, 20 grams per pack",
      ],
    ],
    [
      "Satya Nag Champa Classic Incense",
      "SATYA",
      "incense-sticks",
      520,
      [
        "The original blue-box Nag Champa, 12 packs of 15 grams",
        "Champaca flower, sandalwood and halmaddi resin",
        "Rich, sweet smoke that lingers for hours",
        "Hand-rolled in Bangalore by a family business since 1964",
      ],
    ],
    [
      "Satya Super Hit Incense Cones",
      "SATYA",
      "cones",
      480,
      [
        "Twelve cones with a ceramic holder in every box",
        "Earthy, slightly spicy blend loved around the world",
        "Each cone burns about 20 minutes",
      ],
    ],
    [
      "Darshan Lavender Incense Sticks",
      "DARSHAN",
      "incense-sticks",
      340,
      [
        "Calming lavender from a traditional masala recipe",
        "Six tubes of 20 sticks",
        "Gentle scent for bedrooms and reading corners",
      ],
    ],
    [
      "Padmini Spiritual Guide Dhoop Sticks",
      "PADMINI",
      "incense-sticks",
      420,
      [
        "Bamboo-free dhoop sticks of pure resin and herbs",
        "Deep, smoky fragrance with notes of benzoin",
        "Ten sticks per box, each burns about 50 minutes",
        "Snap a stick in half for a shorter session",
      ],
    ],
    [
      "Goloka Frankincense Incense Sticks",
      "GOLOKA",
      "incense-sticks",
      360,
      [
        "Frankincense and myrrh, rolled by hand in Bangalore",
        "Clean resinous scent for meditation",
        "Twelve boxes of 15 grams",
        "Natural ingredients, no charcoal dust",
      ],
    ],
    [
      "Vijayshree Golden Nag Incense Cones",
      "VIJAYSHREE",
      "cones",
      590,
      [
        "Twelve large cones in a golden box",
        "Floral nag champa with a honeyed base",
        "Slow-burning, about 30 minutes per cone",
      ],
    ],
    [
      "Vijayshree Mogra Incense Sticks",
      "VIJAYSHREE",
      "incense-sticks",
      380,
      [
        "Arabian jasmine, known in India as mogra",
        "Fresh, heady and sweet, like a summer garden at night",
        "Six boxes of 20 masala sticks",
      ],
    ],
  ],
  candles: [
    [
      "Noor Amber And Oud Scented Candle",
      "NOOR",
      "candle",
      2890,
      [
        "Hand-poured soy wax in a smoked glass jar, 220 grams",
        "Warm amber, oud wood and a touch of vanilla",
        "Cotton wick, about 45 hours of burning",
        "Reusable jar once the candle is finished",
      ],
    ],
    [
      "Garden Fresh Jasmine Soy Candle",
      "GARDEN FRESH",
      "candle",
      1890,
      [
        "Pure soy wax scented with jasmine sambac",
        "Lead-free cotton wick, 30 hours of burning",
        "Ceramic pot glazed by hand in soft ivory",
      ],
    ],
    [
      "Sac Beeswax Pillar Candle",
      "SAC",
      "candle",
      1250,
      [
        "Solid natural beeswax, 7 by 12 centimetres",
        "Faint honey scent when lit, no added fragrance",
        "Drips very little and burns up to 60 hours",
        "A gentle golden light for altars and tables",
      ],
    ],
    [
      "Ullas Sandalwood Tealight Set",
      "ULLAS",
      "candle",
      950,
      [
        "Twenty-four tealights scented with sandalwood",
        "About 4 hours of burning each",
        "Aluminium-free clear cups, easy to recycle",
      ],
    ],
    [
      "Tales Of India Rose Petal Candle",
      "TALES OF INDIA",
      "candle",
      3450,
      [
        "Rapeseed and coconut wax with real dried rose petals",
        "Scent of Damask rose and pink pepper",
        "Brass-finish tin with a lid, 300 grams",
        "Around 55 hours of slow, even burning",
      ],
    ],
  ],
  "palo-santo": [
    [
      "Sagrada Madre Palo Santo Sticks",
      "SAGRADA MADRE",
      "palo-santo",
      890,
      [
        "Six sticks of Bursera graveolens from Peru",
        "Wood from naturally fallen trees, aged for years",
        "Sweet, citrusy and minty smoke",
        "Light one end, let it flame for a moment, then blow out",
      ],
    ],
    [
      "Sagrada Madre Palo Santo Cones",
      "SAGRADA MADRE",
      "cones",
      690,
      [
        "Ten cones of ground palo santo and natural binder",
        "Clean, uplifting scent in about 15 minutes",
        "Perfect before meditation or after guests leave",
      ],
    ],
    [
      "Tribal Soul Palo Santo Bundle",
      "TRIBAL SOUL",
      "palo-santo",
      1290,
      [
        "Twelve thick sticks tied with cotton cord",
        "Sustainably sourced in Ecuador",
        "A generous bundle for daily cleansing rituals",
      ],
    ],
    [
      "Goloka Palo Santo Incense Sticks",
      "GOLOKA",
      "incense-sticks",
      350,
      [
        "Palo santo scent on hand-rolled bamboo sticks",
        "Fifteen grams per box",
        "A gentle way to enjoy the holy wood every day",
      ],
    ],
  ],
  "incense-in-grains": [
    [
      "Sac Frankincense Resin Tears",
      "SAC",
      "resin",
      790,
      [
        "Olibanum tears from Oman, 100 grams",
        "Bright, lemony and balsamic when warmed",
        "Burn on charcoal or a resin warmer",
      ],
    ],
    [
      "Ayurvedic Temple Blend Resin",
      "AYURVEDIC",
      "resin",
      940,
      [
        "Benzoin, myrrh and frankincense blended by hand",
        "The warm scent of Indian temples at dusk",
        "Glass jar of 80 grams with a cork lid",
        "A pinch on hot charcoal scents a whole room",
      ],
    ],
    [
      "Sree Vani Myrrh Resin Grains",
      "SREE VANI",
      "resin",
      860,
      [
        "Commiphora myrrha resin, 100 grams",
        "Deep, bittersweet and earthy",
        "Traditionally burnt for calm and grounding",
      ],
    ],
    [
      "Sagrada Madre Copal Resin",
      "SAGRADA MADRE",
      "resin",
      1090,
      [
        "White copal from Mexico, 60 grams",
        "Fresh, pine-like smoke used in ceremonies",
        "Hand-sorted pieces, free of bark and dust",
        "Use with charcoal discs in a heat-proof burner",
      ],
    ],
  ],
  "natural-sages": [
    [
      "Sagrada Madre White Sage Smudge Stick",
      "SAGRADA MADRE",
      "sage",
      990,
      [
        "Californian white sage, 10 to 12 centimetres",
        "Grown and harvested by small farms",
        "Tied with natural cotton thread",
        "Burn in a shell or bowl and let the smoke drift",
      ],
    ],
    [
      "Tribal Soul Blue Sage Bundle",
      "TRIBAL SOUL",
      "sage",
      890,
      [
        "Blue sage with a softer, herbal scent",
        "Hand-tied bundle of about 10 centimetres",
        "Lovely for a light everyday smudge",
      ],
    ],
    [
      "Garden Fresh Lavender Sage Wand",
      "GARDEN FRESH",
      "sage",
      1190,
      ["White sage wrapped with lavender flowers", "A calming blend for bedrooms", "Around 15 centimetres long"],
    ],
    [
      "Terra Rose Petal Sage Smudge",
      "TERRA",
      "sage",
      1390,
      [
        "White sage, rose petals and yerba santa",
        "A beautiful gift for a new home",
        "Wrapped in rainbow cotton cord",
        "Each bundle is unique",
      ],
    ],
  ],
  carbon: [
    [
      "Sac Quick Light Charcoal Tablets",
      "SAC",
      "charcoal",
      490,
      [
        "Ten self-igniting charcoal discs of 33 millimetres",
        "Light in seconds and glow for about 45 minutes",
        "For resins, herbs and incense grains",
      ],
    ],
    [
      "Blc Bamboo Charcoal Discs",
      "BLC",
      "charcoal",
      690,
      [
        "Natural bamboo charcoal without saltpetre",
        "Odourless and smoke-free once lit",
        "Box of 40 discs of 40 millimetres",
        "Light with a burner or a gas flame",
      ],
    ],
    [
      "Vijayshree Coconut Charcoal Rolls",
      "VIJAYSHREE",
      "charcoal",
      580,
      [
        "Coconut-shell charcoal, ten rolls of ten tablets",
        "Even heat for precious resins",
        "Packed in foil to keep out damp",
      ],
    ],
  ],
  "incense-backflow": [
    [
      "Ullas Waterfall Backflow Cones",
      "ULLAS",
      "backflow",
      590,
      [
        "Forty backflow cones with a hollow core",
        "The smoke flows down like a little waterfall",
        "Sandalwood and vanilla scent",
      ],
    ],
    [
      "Darshan Mountain Backflow Burner",
      "DARSHAN",
      "backflow",
      2490,
      [
        "Hand-glazed ceramic mountain, 14 centimetres tall",
        "Smoke pours down three terraces into a lake",
        "Includes 20 backflow cones to begin",
        "Wipe clean with a dry cloth",
      ],
    ],
    [
      "Sree Vani Lotus Backflow Burner",
      "SREE VANI",
      "backflow",
      1890,
      [
        "Ceramic lotus leaf with a small Buddha",
        "Smoke gathers in the petals like morning mist",
        "Twelve centimetres wide",
      ],
    ],
    [
      "Padmini Rose Backflow Cones",
      "PADMINI",
      "backflow",
      520,
      ["Thirty backflow cones scented with rose", "Dense, slow-falling smoke", "Each cone burns about 15 minutes"],
    ],
  ],
  "geodes-&-druses": [
    [
      "Terra Amethyst Geode Cathedral",
      "TERRA",
      "geode",
      14900,
      [
        "Uruguayan amethyst, deep violet points",
        "About 18 centimetres tall, 1.4 kilograms",
        "Each piece is unique; yours may differ slightly",
        "Dust with a soft brush and keep out of strong sun",
      ],
    ],
    [
      "Terra Agate Geode Pair",
      "TERRA",
      "geode",
      3900,
      [
        "Two halves of a Brazilian agate geode",
        "Banded blue and cream layers with a crystal heart",
        "Around 8 centimetres across",
      ],
    ],
    [
      "Tribal Soul Citrine Druse",
      "TRIBAL SOUL",
      "druse",
      6900,
      ["A cluster of honey-gold citrine points", "About 10 centimetres wide", "A warm stone for desks and windowsills"],
    ],
    [
      "Blc Clear Quartz Cluster",
      "BLC",
      "druse",
      4500,
      [
        "Clear quartz from Minas Gerais",
        "Sharp natural points on a flat base",
        "Roughly 9 centimetres wide",
        "Traditionally used to charge other stones",
      ],
    ],
    [
      "Ethnic Vibes Celestite Geode",
      "ETHNIC VIBES",
      "geode",
      8900,
      [
        "Sky-blue celestite crystals from Madagascar",
        "An oval geode of about 12 centimetres",
        "Delicate: keep it dry and away from direct sunlight",
      ],
    ],
  ],
  "pearls-for-creations": [
    [
      "Terra Rose Quartz Beads Eight Millimetres",
      "TERRA",
      "pearls",
      890,
      [
        "A 38-centimetre strand of round rose quartz beads",
        "Eight millimetres, drilled for elastic or wire",
        "Soft, even pink colour",
      ],
    ],
    [
      "Blc Lava Stone Beads Mix",
      "BLC",
      "pearls",
      690,
      [
        "Black volcanic lava beads, 8 millimetres",
        "Porous: add a drop of essential oil for a diffuser bracelet",
        "About 48 beads per strand",
      ],
    ],
    [
      "Tales Of India Freshwater Pearls Strand",
      "TALES OF INDIA",
      "pearls",
      1690,
      [
        "Cultured freshwater pearls, 6 to 7 millimetres",
        "Natural lustre in ivory white",
        "A 36-centimetre strand for necklaces and earrings",
        "Gently irregular shapes, each one different",
      ],
    ],
    [
      "Ethnic Vibes Turquoise Howlite Beads",
      "ETHNIC VIBES",
      "pearls",
      790,
      [
        "Dyed howlite in a bright turquoise blue",
        "Six-millimetre beads, about 60 per strand",
        "Great for mala and bracelet making",
      ],
    ],
  ],
  "tumbled-stones": [
    [
      "Terra Seven Chakra Tumbled Stones Set",
      "TERRA",
      "tumbled",
      1490,
      [
        "Seven polished stones, one for each chakra",
        "Amethyst, lapis, aventurine, citrine and more",
        "In a cotton pouch with an illustrated card",
      ],
    ],
    [
      "Tribal Soul Amethyst Tumbled Stones",
      "TRIBAL SOUL",
      "tumbled",
      990,
      [
        "Two hundred grams of polished amethyst",
        "Stones of 2 to 3 centimetres",
        "Lovely in a bowl, a pocket or a bath",
      ],
    ],
    [
      "Blc Black Tourmaline Tumbled Stones",
      "BLC",
      "tumbled",
      1190,
      ["Deep black tourmaline, 100 grams", "Known as a protective stone", "Each piece hand-polished"],
    ],
    [
      "Satya Green Aventurine Pocket Stones",
      "SATYA",
      "tumbled",
      790,
      [
        "Five smooth green aventurine stones",
        "The stone of luck and new beginnings",
        "Pocket size, about 2.5 centimetres",
      ],
    ],
  ],
  "natural-stone-bracelet": [
    [
      "Tales Of India Amethyst Bead Bracelet",
      "TALES OF INDIA",
      "bracelet",
      1990,
      [
        "Eight-millimetre amethyst beads on strong elastic",
        "Fits most wrists from 16 to 18 centimetres",
        "Gold-tone spacer with a small lotus charm",
      ],
    ],
    [
      "Ethnic Vibes Tigers Eye Bracelet",
      "ETHNIC VIBES",
      "bracelet",
      1590,
      [
        "Golden-brown tigers eye with a silky shimmer",
        "Eight-millimetre round beads",
        "A grounding stone for confidence",
      ],
    ],
    [
      "Tribal Soul Lava Stone Diffuser Bracelet",
      "TRIBAL SOUL",
      "bracelet",
      1490,
      [
        "Black lava beads with seven chakra stones",
        "Add a drop of oil: the lava holds the scent all day",
        "Stretch fit, unisex",
      ],
    ],
    [
      "Terra Rose Quartz Bracelet",
      "TERRA",
      "bracelet",
      1790,
      [
        "Soft pink rose quartz, the stone of love",
        "Eight-millimetre beads, hand-strung",
        "Presented in a linen gift pouch",
      ],
    ],
    [
      "Noor Moonstone Bracelet",
      "NOOR",
      "bracelet",
      2690,
      [
        "Rainbow moonstone with a blue flash",
        "Six-millimetre beads, delicate and elegant",
        "Sterling silver spacer beads",
        "Arrives in a gift box",
      ],
    ],
  ],
  pendulums: [
    [
      "Blc Amethyst Hexagonal Pendulum",
      "BLC",
      "pendulum",
      1590,
      [
        "Faceted amethyst point on a silver-tone chain",
        "Twenty-centimetre chain with a bead at the end",
        "For dowsing and quiet reflection",
      ],
    ],
    [
      "Terra Rose Quartz Sephoroton Pendulum",
      "TERRA",
      "pendulum",
      2290,
      ["Rose quartz sephoroton with a fine tip", "Well balanced for a smooth swing", "With a velvet pouch"],
    ],
    [
      "Tales Of India Brass Pendulum",
      "TALES OF INDIA",
      "pendulum",
      1890,
      ["Solid polished brass, hand-turned", "Heavier weight for a steady answer", "Twenty-two-centimetre chain"],
    ],
  ],
  "plates-&-supports": [
    [
      "Ethnic Vibes Carved Wooden Incense Plate",
      "ETHNIC VIBES",
      "plate",
      1290,
      [
        "Mango wood, hand-carved with a floral pattern",
        "Twenty-six centimetres long, catches all the ash",
        "Holds sticks upright or at an angle",
      ],
    ],
    [
      "Tales Of India Brass Lotus Plate",
      "TALES OF INDIA",
      "plate",
      2490,
      [
        "A round brass plate with an embossed lotus",
        "Twelve centimetres wide",
        "For cones, resins and small candles",
        "Polish now and then with a soft cloth",
      ],
    ],
    [
      "Darshan Ceramic Ash Catcher",
      "DARSHAN",
      "plate",
      1490,
      ["Glazed stoneware in a speckled sand colour", "Long boat shape with one hole for sticks", "Dishwasher safe"],
    ],
    [
      "Hem Soapstone Offering Plate",
      "HEM",
      "plate",
      1690,
      [
        "Carved soapstone from Agra with inlaid flowers",
        "Ten centimetres across",
        "A little tray for charcoal, rings or crystals",
      ],
    ],
  ],
  tibetan: [
    [
      "Tales Of India Tibetan Singing Bowl",
      "TALES OF INDIA",
      "singing-bowl",
      5900,
      [
        "Hand-hammered bowl of seven metals, 12 centimetres",
        "With a wooden striker and a brocade cushion",
        "A long, warm tone for meditation and sound baths",
        "Made by artisans in Kathmandu",
      ],
    ],
    [
      "Ethnic Vibes Prayer Flags Set",
      "ETHNIC VIBES",
      "prayer-flags",
      990,
      [
        "Twenty-five cotton flags printed with mantras",
        "About 6 metres of string",
        "Five colours for the five elements",
      ],
    ],
    [
      "Tribal Soul Meditating Buddha Statue",
      "TRIBAL SOUL",
      "buddha",
      4900,
      [
        "Resin Buddha with a bronze patina, 20 centimetres",
        "Hands in the meditation mudra",
        "A serene presence for a quiet corner",
      ],
    ],
    [
      "Blc Tibetan Mala Beads",
      "BLC",
      "pearls",
      1890,
      ["One hundred and eight bodhi seed beads", "Hand-knotted with a guru bead and tassel", "For mantra meditation"],
    ],
    [
      "Darshan Brass Tingsha Cymbals",
      "DARSHAN",
      "singing-bowl",
      2990,
      [
        "A pair of brass cymbals on a leather strap",
        "Clear, high ring that fades slowly",
        "Used to open and close a meditation",
      ],
    ],
  ],
  fountains: [
    [
      "Terra Zen Stone Tabletop Fountain",
      "TERRA",
      "fountain",
      7900,
      [
        "Three stacked river stones on a slate basin",
        "Quiet pump with a 1.5-metre cable and plug",
        "The soft sound of water for your desk",
        "Thirty centimetres wide",
      ],
    ],
    [
      "Ethnic Vibes Buddha Water Fountain",
      "ETHNIC VIBES",
      "fountain",
      11900,
      [
        "A sitting Buddha beside a cascading basin",
        "Warm LED light that glows at night",
        "Weather-resistant resin for indoors or covered terraces",
      ],
    ],
    [
      "Tales Of India Ceramic Lotus Fountain",
      "TALES OF INDIA",
      "fountain",
      8900,
      [
        "Celadon-glazed ceramic with three lotus leaves",
        "Water flows from leaf to leaf",
        "Twenty-eight centimetres tall",
      ],
    ],
    [
      "Ullas Bamboo Cascade Fountain",
      "ULLAS",
      "fountain",
      5900,
      [
        "A bamboo spout filling a stone bowl",
        "Adjustable flow, silent pump",
        "Calm Japanese style for small spaces",
        "Twenty-five centimetres wide",
      ],
    ],
  ],
  "himalaya-salt-lamps": [
    [
      "Himalaya Natural Salt Lamp Medium",
      "HIMALAYA",
      "salt-lamp",
      3490,
      [
        "Hand-carved rock salt from the Punjab, 3 to 5 kilograms",
        "Neem wood base, cable with dimmer and 15-watt bulb",
        "A warm amber glow for evening calm",
        "Each lamp has its own shape",
      ],
    ],
    [
      "Himalaya Salt Lamp Sphere",
      "HIMALAYA",
      "salt-lamp",
      4990,
      [
        "A polished sphere of pink Himalayan salt",
        "Fifteen centimetres across",
        "Comes with a dimmer cable and spare bulb",
      ],
    ],
    [
      "Terra Salt Lamp Fire Bowl",
      "TERRA",
      "salt-lamp",
      5990,
      ["Iron bowl filled with salt chunks", "Use them as a lamp or for a warming massage", "About 20 centimetres wide"],
    ],
    [
      "Ethnic Vibes Salt Lamp Pyramid",
      "ETHNIC VIBES",
      "salt-lamp",
      3990,
      [
        "A smooth-cut pyramid of pink salt",
        "Marble base, 18 centimetres tall",
        "Wipe with a dry cloth; keep away from humid rooms",
      ],
    ],
  ],
  "incense-holder": [
    [
      "Ethnic Vibes Brass Elephant Incense Holder",
      "ETHNIC VIBES",
      "holder",
      1490,
      [
        "A small brass elephant with a raised trunk",
        "Holds one stick on its back",
        "Pair it with a plate to catch the ash",
      ],
    ],
    [
      "Hem Wooden Incense Box",
      "HEM",
      "holder",
      1890,
      [
        "Sheesham wood coffin box with carved lattice",
        "Burns a stick inside while smoke rises through the lid",
        "A drawer stores up to 20 sticks",
        "Thirty centimetres long",
      ],
    ],
    [
      "Satya Ceramic Lotus Incense Holder",
      "SATYA",
      "holder",
      790,
      ["A lotus flower of glazed ceramic", "Holds sticks and cones", "Nine centimetres across"],
    ],
    [
      "Padmini Cone Burner Bowl",
      "PADMINI",
      "holder",
      990,
      ["Brass bowl with a pierced lid for cones", "Smoke escapes through a star pattern", "Eight centimetres across"],
    ],
  ],
  "natural-sponges": [
    [
      "Herbio Mediterranean Sea Sponge",
      "HERBIO",
      "sponge",
      1490,
      [
        "A natural honeycomb sponge from the Greek coast",
        "Soft and long-lasting, about 12 centimetres",
        "Rinse well and dry in the air after each use",
      ],
    ],
    [
      "Garden Fresh Konjac Face Sponge",
      "GARDEN FRESH",
      "sponge",
      690,
      [
        "Plant-based konjac sponge with bamboo charcoal",
        "Gentle daily cleansing for every skin type",
        "Lasts up to three months",
      ],
    ],
    [
      "Noor Loofah Bath Mitt",
      "NOOR",
      "sponge",
      890,
      ["Natural loofah woven into a cotton mitt", "Exfoliates and awakens the skin", "Hang to dry by its cotton loop"],
    ],
  ],
  oils: [
    [
      "Noor Oud Perfume Oil",
      "NOOR",
      "oil-bottle",
      2490,
      [
        "Alcohol-free perfume oil, 10 millilitres",
        "Agarwood, saffron and rose",
        "Roll-on glass bottle for the wrist and neck",
        "A little lasts all day",
      ],
    ],
    [
      "Ayurvedic Sesame Massage Oil",
      "AYURVEDIC",
      "oil-bottle",
      1190,
      [
        "Cold-pressed sesame oil with ashwagandha",
        "Traditional abhyanga massage for body and joints",
        "Amber glass bottle of 200 millilitres",
      ],
    ],
    [
      "Herbio Lavender Essential Oil",
      "HERBIO",
      "oil-bottle",
      890,
      [
        "Pure Lavandula angustifolia from Provence",
        "Ten millilitres with a dropper cap",
        "For diffusers, baths and pillows",
        "Organic, steam-distilled",
      ],
    ],
    [
      "Himalaya Eucalyptus Essential Oil",
      "HIMALAYA",
      "oil-bottle",
      790,
      [
        "Fresh eucalyptus globulus oil, 10 millilitres",
        "Clears the air and the mind",
        "Never apply undiluted to the skin",
      ],
    ],
    [
      "Sree Vani Sandalwood Attar",
      "SREE VANI",
      "oil-bottle",
      1890,
      [
        "Traditional Indian attar in sandalwood oil",
        "Six millilitres in a cut-glass bottle",
        "Soft, creamy and long-lasting",
      ],
    ],
  ],
  "bath-salts": [
    [
      "Himalaya Pink Bath Salt",
      "HIMALAYA",
      "bath-salt",
      990,
      ["Coarse pink Himalayan salt, 500 grams", "Rich in natural minerals", "Dissolve two handfuls in a warm bath"],
    ],
    [
      "Herbio Lavender Dead Sea Salt",
      "HERBIO",
      "bath-salt",
      1290,
      [
        "Dead Sea salt with lavender oil and flowers",
        "A relaxing soak after a long day",
        "Resealable kraft pouch of 400 grams",
      ],
    ],
    [
      "Ayurvedic Rose And Neem Bath Soak",
      "AYURVEDIC",
      "bath-salt",
      1490,
      [
        "Epsom salt with rose petals and neem leaf",
        "Soothes tired muscles and softens the skin",
        "Glass jar of 350 grams with a wooden scoop",
      ],
    ],
  ],
  soaps: [
    [
      "Ayurvedic Turmeric Sandalwood Soap",
      "AYURVEDIC",
      "soap",
      690,
      [
        "Cold-process soap with turmeric and sandalwood",
        "Made with coconut and olive oil",
        "A hundred-gram bar, wrapped in paper",
      ],
    ],
    [
      "Herbio Olive Oil Castile Soap",
      "HERBIO",
      "soap",
      590,
      ["Pure olive oil soap, gentle enough for babies", "No fragrance, no palm oil", "One hundred and twenty grams"],
    ],
    [
      "Goloka Neem And Tulsi Soap",
      "GOLOKA",
      "soap",
      490,
      ["Neem and holy basil for a fresh, clean feeling", "Handmade in small batches", "Seventy-five-gram bar"],
    ],
  ],
};

export const PRODUCT_SEEDS: ProductSeed[] = Object.entries(BY_SUBCATEGORY).flatMap(([subcategory, rows]) =>
  rows.map(([title, brand, art, priceCents, description]) => ({
    title,
    brand,
    subcategory,
    art,
    priceCents,
    description,
  })),
);

import type { Prisma } from "~/generated/prisma/client";
import type { BrandName, CategoryName } from "./taxonomy";

/**
 * The demo catalogue's product safety information (GPSR, Regulation (EU) 2023/988 art. 19):
 * a manufacturer for each of the 20 brands, one named EU importer, and the warnings of each
 * category and subcategory in five languages. The manufacturers are demo data (fictional
 * companies at fictional addresses, e-mails under the reserved `.example` domain): a real shop
 * replaces them with what the suppliers' labels say. Product identifiers: a batch per product
 * and a GTIN from the GS1 in-store range (prefix 20), which no real product carries.
 */

type Lines = Record<"it" | "en" | "fr" | "de" | "es", string[]>;

export interface SeedOperator {
  name: string;
  address: string;
  country: string;
  email: string | null;
  url: string | null;
}

const indian = (name: string, street: string, town: string, mail: string): SeedOperator => ({
  name,
  address: `${street}\n${town}`,
  country: "IN",
  email: `export@${mail}.example`,
  url: null,
});

/** Who makes each brand (the manufacturer's name is the key of OPERATORS). */
export const MANUFACTURERS: Record<BrandName, SeedOperator> = {
  AYURVEDIC: indian(
    "Ayurvedic Aromas Pvt. Ltd.",
    "14 Jayanagar 4th Block",
    "560011 Bengaluru, Karnataka",
    "ayurvedic-aromas",
  ),
  BLC: indian("BLC Fragrances LLP", "Plot 22, MIDC Andheri East", "400093 Mumbai, Maharashtra", "blc-fragrances"),
  DARSHAN: indian("Darshan Agarbathi Works", "7 Chamundi Hill Road", "570010 Mysuru, Karnataka", "darshan-agarbathi"),
  "ETHNIC VIBES": indian(
    "Ethnic Vibes Handicrafts Pvt. Ltd.",
    "B-41 Sector 63",
    "201301 Noida, Uttar Pradesh",
    "ethnic-vibes",
  ),
  "GARDEN FRESH": indian(
    "Garden Fresh Incense Co.",
    "3 Mission Road, Shanthi Nagar",
    "560027 Bengaluru, Karnataka",
    "garden-fresh",
  ),
  GOLOKA: indian(
    "Goloka Sacred Products Pvt. Ltd.",
    "19 Peenya Industrial Area",
    "560058 Bengaluru, Karnataka",
    "goloka",
  ),
  HEM: indian("HEM Aroma Industries", "Survey No. 41, Gotri Road", "390021 Vadodara, Gujarat", "hem-aroma"),
  HERBIO: indian("Herbio Naturals Pvt. Ltd.", "56 Kakkanad Industrial Estate", "682030 Kochi, Kerala", "herbio"),
  HIMALAYA: indian(
    "Himalaya Salt & Crafts Exports",
    "12 Rajpur Road",
    "248001 Dehradun, Uttarakhand",
    "himalaya-crafts",
  ),
  NOOR: indian("Noor Attar House", "88 Chowk Bazaar", "226003 Lucknow, Uttar Pradesh", "noor-attar"),
  PADMINI: indian("Padmini Agarbathi Co.", "25 Old Madras Road", "560016 Bengaluru, Karnataka", "padmini"),
  SAC: indian("Sri Aroma Creations", "4 Gandhi Road", "600017 Chennai, Tamil Nadu", "sri-aroma"),
  "SAGRADA MADRE": {
    name: "Sagrada Madre Sahumerios S.A.",
    address: "Av. Warnes 1250\nC1414 Ciudad Autónoma de Buenos Aires",
    country: "AR",
    email: "export@sagrada-madre.example",
    url: null,
  },
  SATYA: indian("Satya Sugandh Works", "9 Mysore Road", "560026 Bengaluru, Karnataka", "satya-sugandh"),
  "SREE VANI": indian("Sree Vani Perfumery Works", "31 Gandhi Nagar", "517501 Tirupati, Andhra Pradesh", "sree-vani"),
  "TALES OF INDIA": indian(
    "Tales of India Home Décor Pvt. Ltd.",
    "17 Mirza Ismail Road",
    "302001 Jaipur, Rajasthan",
    "tales-of-india",
  ),
  TERRA: {
    name: "Terra Artigiana S.r.l.",
    address: "Via dei Ceramisti 8\n50053 Empoli (FI)",
    country: "IT",
    email: "info@terra-artigiana.example",
    url: null,
  },
  "TRIBAL SOUL": indian("Tribal Soul Crafts LLP", "5 Salt Lake Sector V", "700091 Kolkata, West Bengal", "tribal-soul"),
  ULLAS: indian("Ullas Agarbathies", "62 Ring Road, Vijayanagar", "570017 Mysuru, Karnataka", "ullas"),
  VIJAYSHREE: indian(
    "Vijayshree Fragrances Pvt. Ltd.",
    "11 Bommasandra Industrial Area",
    "560099 Bengaluru, Karnataka",
    "vijayshree",
  ),
};

/** A named EU importer (the others are imported by the shop itself, its legal identity in the settings). */
export const IMPORTERS: Partial<Record<BrandName, SeedOperator>> = {
  "SAGRADA MADRE": {
    name: "Aromas del Sur Europa S.L.",
    address: "Calle de Colón 42\n46004 Valencia",
    country: "ES",
    email: "seguridad@aromas-del-sur.example",
    url: null,
  },
};

// ---------------------------------------------------------------------------------------------
// Warnings

export interface SeedSafety {
  needs: boolean;
  lines: Lines;
}

const none: Lines = { it: [], en: [], fr: [], de: [], es: [] };

export const CATEGORY_SAFETY: Record<CategoryName, SeedSafety> = {
  "Incense & Perfumes": {
    needs: true,
    lines: {
      it: [
        "Non lasciare mai incustodito mentre brucia.",
        "Tenere fuori dalla portata dei bambini e degli animali domestici.",
        "Usare su una superficie stabile e resistente al calore, lontano da tende e materiali infiammabili.",
      ],
      en: [
        "Never leave burning unattended.",
        "Keep out of reach of children and pets.",
        "Use on a stable, heat-resistant surface, away from curtains and anything flammable.",
      ],
      fr: [
        "Ne jamais laisser brûler sans surveillance.",
        "Tenir hors de portée des enfants et des animaux domestiques.",
        "Utiliser sur une surface stable et résistante à la chaleur, loin des rideaux et de tout matériau inflammable.",
      ],
      de: [
        "Brennend niemals unbeaufsichtigt lassen.",
        "Außerhalb der Reichweite von Kindern und Haustieren aufbewahren.",
        "Auf einer stabilen, hitzebeständigen Unterlage verwenden, fern von Vorhängen und brennbaren Materialien.",
      ],
      es: [
        "No dejar nunca encendido sin vigilancia.",
        "Mantener fuera del alcance de los niños y de los animales domésticos.",
        "Usar sobre una superficie estable y resistente al calor, lejos de cortinas y materiales inflamables.",
      ],
    },
  },
  "Minerals & Jewels": { needs: false, lines: none },
  "Crafts & Decoration": { needs: false, lines: none },
  "Baths & Cosmetics": {
    needs: true,
    lines: {
      it: [
        "Solo per uso esterno.",
        "Tenere fuori dalla portata dei bambini.",
        "Evitare il contatto con gli occhi; in caso di contatto sciacquare abbondantemente con acqua.",
        "In caso di irritazione sospendere l'uso.",
      ],
      en: [
        "For external use only.",
        "Keep out of reach of children.",
        "Avoid contact with the eyes; if it happens, rinse thoroughly with water.",
        "Stop using it if irritation occurs.",
      ],
      fr: [
        "Usage externe uniquement.",
        "Tenir hors de portée des enfants.",
        "Éviter le contact avec les yeux ; en cas de contact, rincer abondamment à l'eau.",
        "Cesser l'utilisation en cas d'irritation.",
      ],
      de: [
        "Nur zur äußerlichen Anwendung.",
        "Für Kinder unzugänglich aufbewahren.",
        "Kontakt mit den Augen vermeiden; bei Kontakt gründlich mit Wasser ausspülen.",
        "Bei Reizungen die Anwendung beenden.",
      ],
      es: [
        "Solo para uso externo.",
        "Mantener fuera del alcance de los niños.",
        "Evitar el contacto con los ojos; en caso de contacto, aclarar abundantemente con agua.",
        "Suspender el uso si aparece irritación.",
      ],
    },
  },
};

export const SUBCATEGORY_SAFETY: Record<string, SeedSafety> = {
  incense: {
    needs: true,
    lines: {
      it: [
        "Bruciare in una stanza ben aerata e non inalare direttamente il fumo.",
        "Usare un portaincenso che raccolga la cenere: la punta e la cenere restano calde per alcuni minuti.",
      ],
      en: [
        "Burn in a well-ventilated room and do not inhale the smoke directly.",
        "Use a holder that catches the ash: the tip and the ash stay hot for several minutes.",
      ],
      fr: [
        "Brûler dans une pièce bien aérée et ne pas inhaler directement la fumée.",
        "Utiliser un porte-encens qui recueille la cendre : la pointe et la cendre restent chaudes plusieurs minutes.",
      ],
      de: [
        "In einem gut belüfteten Raum abbrennen und den Rauch nicht direkt einatmen.",
        "Einen Halter verwenden, der die Asche auffängt: Spitze und Asche bleiben einige Minuten heiß.",
      ],
      es: [
        "Quemar en una habitación bien ventilada y no inhalar el humo directamente.",
        "Usar un portaincienso que recoja la ceniza: la punta y la ceniza siguen calientes varios minutos.",
      ],
    },
  },
  candles: {
    needs: true,
    lines: {
      it: [
        "Spegnere la candela prima di lasciare la stanza o di andare a dormire.",
        "Accorciare lo stoppino a 5 mm prima di ogni accensione e tenere almeno 10 cm tra due candele accese.",
        "Non spostare la candela accesa o con la cera ancora liquida.",
      ],
      en: [
        "Put the candle out before leaving the room or going to sleep.",
        "Trim the wick to 5 mm before each lighting and keep at least 10 cm between burning candles.",
        "Do not move the candle while it is lit or while the wax is still liquid.",
      ],
      fr: [
        "Éteindre la bougie avant de quitter la pièce ou d'aller dormir.",
        "Couper la mèche à 5 mm avant chaque allumage et laisser au moins 10 cm entre deux bougies allumées.",
        "Ne pas déplacer la bougie allumée ou tant que la cire est liquide.",
      ],
      de: [
        "Die Kerze löschen, bevor Sie den Raum verlassen oder schlafen gehen.",
        "Den Docht vor jedem Anzünden auf 5 mm kürzen und mindestens 10 cm Abstand zwischen brennenden Kerzen halten.",
        "Die Kerze nicht bewegen, solange sie brennt oder das Wachs flüssig ist.",
      ],
      es: [
        "Apagar la vela antes de salir de la habitación o de irse a dormir.",
        "Recortar la mecha a 5 mm antes de cada encendido y dejar al menos 10 cm entre velas encendidas.",
        "No mover la vela encendida ni mientras la cera siga líquida.",
      ],
    },
  },
  "palo-santo": {
    needs: true,
    lines: {
      it: [
        "Accendere la punta per pochi secondi, spegnere la fiamma e lasciar fumigare sopra una ciotola ignifuga.",
        "Dopo l'uso assicurarsi che il legno sia completamente spento.",
      ],
      en: [
        "Light the tip for a few seconds, blow out the flame and let it smoulder over a fireproof bowl.",
        "Make sure the wood is fully out after use.",
      ],
      fr: [
        "Allumer l'extrémité quelques secondes, souffler la flamme et laisser fumer au-dessus d'un bol ignifuge.",
        "Après usage, s'assurer que le bois est complètement éteint.",
      ],
      de: [
        "Die Spitze einige Sekunden anzünden, die Flamme ausblasen und über einer feuerfesten Schale glimmen lassen.",
        "Nach dem Gebrauch sicherstellen, dass das Holz vollständig erloschen ist.",
      ],
      es: [
        "Encender la punta unos segundos, apagar la llama y dejar que humee sobre un cuenco ignífugo.",
        "Después del uso, asegurarse de que la madera esté completamente apagada.",
      ],
    },
  },
  "incense-in-grains": {
    needs: true,
    lines: {
      it: [
        "Bruciare pochi grani su un carboncino acceso, in un bruciatore ignifugo riempito di sabbia.",
        "Aerare la stanza durante e dopo l'uso.",
      ],
      en: [
        "Burn a few grains on a lit charcoal tablet, in a fireproof burner filled with sand.",
        "Air the room during and after use.",
      ],
      fr: [
        "Brûler quelques grains sur un charbon allumé, dans un brûleur ignifuge rempli de sable.",
        "Aérer la pièce pendant et après l'utilisation.",
      ],
      de: [
        "Wenige Körner auf einer glühenden Räucherkohle in einem feuerfesten, mit Sand gefüllten Gefäß verbrennen.",
        "Den Raum während und nach dem Räuchern lüften.",
      ],
      es: [
        "Quemar unos pocos granos sobre un carbón encendido, en un quemador ignífugo lleno de arena.",
        "Ventilar la habitación durante y después del uso.",
      ],
    },
  },
  "natural-sages": {
    needs: true,
    lines: {
      it: [
        "Tenere sopra una ciotola ignifuga per raccogliere le braci che cadono.",
        "Spegnere completamente nella sabbia o nell'acqua dopo l'uso.",
      ],
      en: ["Hold over a fireproof bowl to catch falling embers.", "Put it out completely in sand or water after use."],
      fr: [
        "Tenir au-dessus d'un bol ignifuge pour recueillir les braises qui tombent.",
        "Éteindre complètement dans du sable ou de l'eau après usage.",
      ],
      de: [
        "Über einer feuerfesten Schale halten, um herabfallende Glut aufzufangen.",
        "Nach dem Gebrauch vollständig in Sand oder Wasser löschen.",
      ],
      es: [
        "Sostener sobre un cuenco ignífugo para recoger las brasas que caigan.",
        "Apagar por completo en arena o agua después del uso.",
      ],
    },
  },
  carbon: {
    needs: true,
    lines: {
      it: [
        "Il carboncino acceso supera i 600 °C: maneggiarlo solo con una pinza, su uno strato di sabbia in un bruciatore ignifugo.",
        "Usare solo in stanze ben aerate: la brace produce monossido di carbonio.",
        "Lasciare raffreddare completamente prima di gettarlo. Conservare all'asciutto.",
      ],
      en: [
        "A lit tablet gets hotter than 600 °C: handle it with tongs only, on a bed of sand in a fireproof burner.",
        "Use only in well-ventilated rooms: glowing charcoal gives off carbon monoxide.",
        "Let it cool completely before throwing it away. Store in a dry place.",
      ],
      fr: [
        "Un charbon allumé dépasse 600 °C : le manipuler uniquement avec une pince, sur un lit de sable dans un brûleur ignifuge.",
        "Utiliser uniquement dans des pièces bien aérées : la braise dégage du monoxyde de carbone.",
        "Laisser refroidir complètement avant de jeter. Conserver au sec.",
      ],
      de: [
        "Glühende Kohle wird über 600 °C heiß: nur mit einer Zange anfassen, auf einem Sandbett in einem feuerfesten Gefäß.",
        "Nur in gut belüfteten Räumen verwenden: Glühende Kohle setzt Kohlenmonoxid frei.",
        "Vor dem Entsorgen vollständig abkühlen lassen. Trocken lagern.",
      ],
      es: [
        "Un carbón encendido supera los 600 °C: manipularlo solo con pinzas, sobre una capa de arena en un quemador ignífugo.",
        "Usar solo en habitaciones bien ventiladas: la brasa desprende monóxido de carbono.",
        "Dejar enfriar por completo antes de tirarlo. Conservar en lugar seco.",
      ],
    },
  },
  "incense-backflow": {
    needs: true,
    lines: {
      it: [
        "Usare solo in un bruciatore a riflusso, su una superficie stabile e resistente al calore.",
        "Aerare la stanza e non inalare direttamente il fumo.",
      ],
      en: [
        "Use only in a backflow burner, on a stable, heat-resistant surface.",
        "Air the room and do not inhale the smoke directly.",
      ],
      fr: [
        "Utiliser uniquement dans un brûleur à reflux, sur une surface stable et résistante à la chaleur.",
        "Aérer la pièce et ne pas inhaler directement la fumée.",
      ],
      de: [
        "Nur in einem Rückflussbrenner auf einer stabilen, hitzebeständigen Unterlage verwenden.",
        "Den Raum lüften und den Rauch nicht direkt einatmen.",
      ],
      es: [
        "Usar solo en un quemador de reflujo, sobre una superficie estable y resistente al calor.",
        "Ventilar la habitación y no inhalar el humo directamente.",
      ],
    },
  },
  "pearls-for-creations": {
    needs: true,
    lines: {
      it: ["Attenzione: piccole parti, pericolo di soffocamento. Non adatto ai bambini di età inferiore a 3 anni."],
      en: ["Warning: small parts, choking hazard. Not suitable for children under 3 years."],
      fr: ["Attention : petites pièces, risque d'étouffement. Ne convient pas aux enfants de moins de 3 ans."],
      de: ["Achtung: Kleinteile, Erstickungsgefahr. Nicht für Kinder unter 3 Jahren geeignet."],
      es: ["Atención: piezas pequeñas, peligro de asfixia. No apto para menores de 3 años."],
    },
  },
  "tumbled-stones": {
    needs: true,
    lines: {
      it: [
        "Attenzione: piccole parti, pericolo di soffocamento. Tenere lontano dai bambini di età inferiore a 3 anni.",
        "Non ingerire e non usare per preparare acqua da bere o alimenti.",
      ],
      en: [
        "Warning: small parts, choking hazard. Keep away from children under 3 years.",
        "Do not swallow, and do not use to prepare drinking water or food.",
      ],
      fr: [
        "Attention : petites pièces, risque d'étouffement. Tenir éloigné des enfants de moins de 3 ans.",
        "Ne pas avaler ni utiliser pour préparer de l'eau de boisson ou des aliments.",
      ],
      de: [
        "Achtung: Kleinteile, Erstickungsgefahr. Von Kindern unter 3 Jahren fernhalten.",
        "Nicht verschlucken und nicht zur Zubereitung von Trinkwasser oder Lebensmitteln verwenden.",
      ],
      es: [
        "Atención: piezas pequeñas, peligro de asfixia. Mantener lejos de menores de 3 años.",
        "No ingerir ni usar para preparar agua de bebida o alimentos.",
      ],
    },
  },
  "natural-stone-bracelet": {
    needs: false,
    lines: {
      it: ["Non adatto ai bambini di età inferiore a 3 anni: se il filo si rompe, le pietre sono piccole parti."],
      en: ["Not suitable for children under 3 years: if the cord breaks, the stones are small parts."],
      fr: ["Ne convient pas aux enfants de moins de 3 ans : si le fil casse, les pierres sont de petites pièces."],
      de: ["Nicht für Kinder unter 3 Jahren: Reißt das Band, sind die Steine Kleinteile."],
      es: ["No apto para menores de 3 años: si el hilo se rompe, las piedras son piezas pequeñas."],
    },
  },
  "geodes-&-druses": {
    needs: false,
    lines: {
      it: ["Pietra naturale: i bordi dei cristalli possono essere taglienti, maneggiare con cura."],
      en: ["Natural stone: crystal edges can be sharp, handle with care."],
      fr: ["Pierre naturelle : les arêtes des cristaux peuvent être coupantes, manipuler avec précaution."],
      de: ["Naturstein: Kristallkanten können scharf sein, vorsichtig handhaben."],
      es: ["Piedra natural: los bordes de los cristales pueden cortar, manipular con cuidado."],
    },
  },
  fountains: {
    needs: true,
    lines: {
      it: [
        "Apparecchio elettrico con marcatura CE, solo per uso interno: usare unicamente l'alimentatore fornito.",
        "Staccare la spina prima di riempire, pulire o spostare la fontana.",
        "Non far funzionare la pompa a secco: tenere l'acqua sopra il livello minimo.",
        "Tenere fuori dalla portata dei bambini.",
      ],
      en: [
        "CE-marked electrical appliance, for indoor use only: use only the power adapter supplied.",
        "Unplug before filling, cleaning or moving the fountain.",
        "Never let the pump run dry: keep the water above the minimum level.",
        "Keep out of reach of children.",
      ],
      fr: [
        "Appareil électrique marqué CE, pour l'intérieur uniquement : utiliser seulement l'adaptateur fourni.",
        "Débrancher avant de remplir, nettoyer ou déplacer la fontaine.",
        "Ne jamais faire tourner la pompe à sec : garder l'eau au-dessus du niveau minimum.",
        "Tenir hors de portée des enfants.",
      ],
      de: [
        "CE-gekennzeichnetes Elektrogerät, nur für Innenräume: ausschließlich das mitgelieferte Netzteil verwenden.",
        "Vor dem Befüllen, Reinigen oder Umstellen den Stecker ziehen.",
        "Die Pumpe nie trocken laufen lassen: Wasser über dem Mindeststand halten.",
        "Für Kinder unzugänglich aufbewahren.",
      ],
      es: [
        "Aparato eléctrico con marcado CE, solo para interiores: usar únicamente el adaptador suministrado.",
        "Desenchufar antes de llenar, limpiar o mover la fuente.",
        "No dejar nunca la bomba funcionando en seco: mantener el agua por encima del nivel mínimo.",
        "Mantener fuera del alcance de los niños.",
      ],
    },
  },
  "himalaya-salt-lamps": {
    needs: true,
    lines: {
      it: [
        "Apparecchio elettrico con marcatura CE, solo per uso interno: usare solo il cavo, l'interruttore e la lampadina forniti (E14, massimo 15 W).",
        "Il sale assorbe l'umidità: tenere lontano dall'acqua, dai bagni e dagli ambienti umidi; staccare la spina prima di pulire e asciugare con un panno.",
        "Non lasciare accesa a lungo senza sorveglianza; tenere fuori dalla portata dei bambini e degli animali (il sale leccato in quantità è nocivo per gli animali).",
      ],
      en: [
        "CE-marked electrical appliance, for indoor use only: use only the cable, switch and bulb supplied (E14, 15 W at most).",
        "Salt draws moisture: keep away from water, bathrooms and damp rooms; unplug before cleaning and wipe dry with a cloth.",
        "Do not leave it on unattended for long; keep out of reach of children and pets (salt licked in quantity harms animals).",
      ],
      fr: [
        "Appareil électrique marqué CE, pour l'intérieur uniquement : utiliser seulement le câble, l'interrupteur et l'ampoule fournis (E14, 15 W au plus).",
        "Le sel attire l'humidité : tenir loin de l'eau, des salles de bain et des pièces humides ; débrancher avant de nettoyer et essuyer avec un chiffon sec.",
        "Ne pas laisser allumée longtemps sans surveillance ; tenir hors de portée des enfants et des animaux (le sel léché en quantité leur est nocif).",
      ],
      de: [
        "CE-gekennzeichnetes Elektrogerät, nur für Innenräume: nur das mitgelieferte Kabel, den Schalter und die Glühbirne verwenden (E14, höchstens 15 W).",
        "Salz zieht Feuchtigkeit an: von Wasser, Badezimmern und feuchten Räumen fernhalten; vor dem Reinigen den Stecker ziehen und mit einem Tuch trocken wischen.",
        "Nicht lange unbeaufsichtigt eingeschaltet lassen; außerhalb der Reichweite von Kindern und Haustieren aufbewahren (in größerer Menge abgeleckt schadet Salz Tieren).",
      ],
      es: [
        "Aparato eléctrico con marcado CE, solo para interiores: usar únicamente el cable, el interruptor y la bombilla suministrados (E14, 15 W como máximo).",
        "La sal atrae la humedad: mantener lejos del agua, de los baños y de las habitaciones húmedas; desenchufar antes de limpiar y secar con un paño.",
        "No dejar encendida mucho tiempo sin vigilancia; mantener fuera del alcance de niños y animales (la sal lamida en cantidad es nociva para los animales).",
      ],
    },
  },
  "incense-holder": {
    needs: false,
    lines: {
      it: [
        "Il portaincenso si scalda e raccoglie cenere calda: appoggiarlo su una superficie resistente al calore e svuotarlo solo da freddo.",
      ],
      en: ["The holder gets hot and collects hot ash: set it on a heat-resistant surface and empty it only when cold."],
      fr: [
        "Le porte-encens chauffe et recueille de la cendre chaude : le poser sur une surface résistante à la chaleur et ne le vider qu'une fois froid.",
      ],
      de: [
        "Der Halter wird heiß und fängt heiße Asche auf: auf eine hitzebeständige Unterlage stellen und erst im kalten Zustand leeren.",
      ],
      es: [
        "El portaincienso se calienta y recoge ceniza caliente: colocarlo sobre una superficie resistente al calor y vaciarlo solo cuando esté frío.",
      ],
    },
  },
  "plates-&-supports": {
    needs: false,
    lines: {
      it: ["Durante l'uso il piatto si scalda: appoggiarlo su una superficie resistente al calore."],
      en: ["The plate gets hot in use: set it on a heat-resistant surface."],
      fr: ["Le plateau chauffe pendant l'utilisation : le poser sur une surface résistante à la chaleur."],
      de: ["Der Teller wird beim Gebrauch heiß: auf eine hitzebeständige Unterlage stellen."],
      es: ["El plato se calienta durante el uso: colocarlo sobre una superficie resistente al calor."],
    },
  },
  "natural-sponges": {
    needs: true,
    lines: {
      it: ["Sciacquare prima del primo uso e lasciare asciugare all'aria tra un uso e l'altro."],
      en: ["Rinse before first use and let it air-dry between uses."],
      fr: ["Rincer avant la première utilisation et laisser sécher à l'air entre deux usages."],
      de: ["Vor dem ersten Gebrauch ausspülen und zwischen den Anwendungen an der Luft trocknen lassen."],
      es: ["Aclarar antes del primer uso y dejar secar al aire entre usos."],
    },
  },
  oils: {
    needs: true,
    lines: {
      it: [
        "Contiene oli essenziali. H304: può essere letale in caso di ingestione e di penetrazione nelle vie respiratorie. H317: può provocare una reazione allergica cutanea. H411: tossico per gli organismi acquatici con effetti di lunga durata.",
        "P102: tenere fuori dalla portata dei bambini. P301+P310: in caso di ingestione contattare immediatamente un centro antiveleni o un medico. P331: non provocare il vomito.",
        "Non applicare puro sulla pelle; chiedere consiglio prima dell'uso in gravidanza o su bambini sotto i 6 anni. Le indicazioni di pericolo di ciascun olio sono sulla sua etichetta.",
      ],
      en: [
        "Contains essential oils. H304: May be fatal if swallowed and enters airways. H317: May cause an allergic skin reaction. H411: Toxic to aquatic life with long lasting effects.",
        "P102: Keep out of reach of children. P301+P310: IF SWALLOWED: Immediately call a POISON CENTER or doctor. P331: Do NOT induce vomiting.",
        "Do not apply undiluted to the skin; ask for advice before use during pregnancy or on children under 6. Each oil's own hazard statements are on its label.",
      ],
      fr: [
        "Contient des huiles essentielles. H304 : peut être mortel en cas d'ingestion et de pénétration dans les voies respiratoires. H317 : peut provoquer une allergie cutanée. H411 : toxique pour les organismes aquatiques, entraîne des effets néfastes à long terme.",
        "P102 : tenir hors de portée des enfants. P301+P310 : en cas d'ingestion, appeler immédiatement un centre antipoison ou un médecin. P331 : ne pas faire vomir.",
        "Ne pas appliquer pur sur la peau ; demander conseil avant usage pendant la grossesse ou chez l'enfant de moins de 6 ans. Les mentions de danger de chaque huile figurent sur son étiquette.",
      ],
      de: [
        "Enthält ätherische Öle. H304: Kann bei Verschlucken und Eindringen in die Atemwege tödlich sein. H317: Kann allergische Hautreaktionen verursachen. H411: Giftig für Wasserorganismen, mit langfristiger Wirkung.",
        "P102: Darf nicht in die Hände von Kindern gelangen. P301+P310: BEI VERSCHLUCKEN: Sofort GIFTINFORMATIONSZENTRUM oder Arzt anrufen. P331: KEIN Erbrechen herbeiführen.",
        "Nicht unverdünnt auf die Haut auftragen; vor der Anwendung in der Schwangerschaft oder bei Kindern unter 6 Jahren Rat einholen. Die Gefahrenhinweise jedes Öls stehen auf seinem Etikett.",
      ],
      es: [
        "Contiene aceites esenciales. H304: Puede ser mortal en caso de ingestión y penetración en las vías respiratorias. H317: Puede provocar una reacción alérgica en la piel. H411: Tóxico para los organismos acuáticos, con efectos nocivos duraderos.",
        "P102: Mantener fuera del alcance de los niños. P301+P310: EN CASO DE INGESTIÓN: Llamar inmediatamente a un CENTRO DE TOXICOLOGÍA o a un médico. P331: NO provocar el vómito.",
        "No aplicar puro sobre la piel; consultar antes de usar durante el embarazo o en niños menores de 6 años. Las indicaciones de peligro de cada aceite figuran en su etiqueta.",
      ],
    },
  },
  "bath-salts": {
    needs: true,
    lines: {
      it: ["Sciogliere completamente nell'acqua del bagno; non usare su pelle lesa o irritata."],
      en: ["Dissolve fully in the bath water; do not use on broken or irritated skin."],
      fr: ["Dissoudre complètement dans l'eau du bain ; ne pas utiliser sur une peau lésée ou irritée."],
      de: ["Vollständig im Badewasser auflösen; nicht auf verletzter oder gereizter Haut anwenden."],
      es: ["Disolver por completo en el agua del baño; no usar sobre piel dañada o irritada."],
    },
  },
  soaps: {
    needs: true,
    lines: {
      it: ["Lasciare asciugare il sapone tra un uso e l'altro, su un portasapone che faccia scolare l'acqua."],
      en: ["Let the soap dry between uses, on a dish that lets the water drain."],
      fr: ["Laisser sécher le savon entre deux utilisations, sur un porte-savon qui laisse l'eau s'écouler."],
      de: ["Die Seife zwischen den Anwendungen auf einer Schale trocknen lassen, in der das Wasser abläuft."],
      es: ["Dejar secar el jabón entre usos, en una jabonera que deje escurrir el agua."],
    },
  },
};

/** Only the languages with lines, as the columns store them. */
function stored(lines: Lines): Prisma.InputJsonValue {
  return Object.fromEntries(Object.entries(lines).filter(([, l]) => l.length));
}

/** A product's batch and GTIN (GS1 in-store range, prefix 20, check digit computed), from its pid. */
export function seedIdentifiers(pid: string, createdAt: Date): { batch: string; gtin: string } {
  const digits = pid.replace(/\D/g, "").padStart(3, "0");
  const letter = pid.charCodeAt(pid.length - 1) % 100;
  const body = `20${String(letter).padStart(2, "0")}${digits}00000`.slice(0, 12);
  const sum = body
    .split("")
    .reverse()
    .reduce((s, d, i) => s + Number(d) * (i % 2 === 0 ? 3 : 1), 0);
  const batch = `L${String(createdAt.getUTCFullYear()).slice(2)}${String(createdAt.getUTCMonth() + 1).padStart(2, "0")}-${digits}`;
  return { batch, gtin: `${body}${(10 - (sum % 10)) % 10}` };
}

/**
 * Writes the operators, each brand's, and the warnings of categories and subcategories. What
 * staff already set is kept: an operator found by name is not changed, a brand with a
 * manufacturer keeps it, a category with warnings keeps them.
 */
export async function seedProductSafety(
  tx: Prisma.TransactionClient,
  ids: { brand: Map<string, string>; category: Map<string, string>; subcategory: Map<string, string> },
) {
  const operatorId = async (o: SeedOperator) =>
    (
      await tx.safetyOperator.upsert({
        where: { name: o.name },
        create: o,
        update: {},
        select: { id: true },
      })
    ).id;
  for (const [brand, maker] of Object.entries(MANUFACTURERS) as [BrandName, SeedOperator][]) {
    const brandId = ids.brand.get(brand);
    if (!brandId) continue;
    const manufacturerId = await operatorId(maker);
    const importer = IMPORTERS[brand];
    const responsiblePersonId = importer ? await operatorId(importer) : null;
    await tx.brand.updateMany({
      where: { id: brandId, manufacturerId: null },
      data: { manufacturerId, responsiblePersonId },
    });
  }
  const untouched = { equals: {} } as const;
  for (const [name, s] of Object.entries(CATEGORY_SAFETY) as [CategoryName, SeedSafety][]) {
    const id = ids.category.get(name);
    if (!id) continue;
    await tx.category.updateMany({
      where: { id, needsSafetyWarnings: false, safetyWarnings: untouched },
      data: { needsSafetyWarnings: s.needs, safetyWarnings: stored(s.lines) },
    });
  }
  for (const [slug, s] of Object.entries(SUBCATEGORY_SAFETY)) {
    const id = ids.subcategory.get(slug);
    if (!id) continue;
    await tx.subcategory.updateMany({
      where: { id, needsSafetyWarnings: false, safetyWarnings: untouched },
      data: { needsSafetyWarnings: s.needs, safetyWarnings: stored(s.lines) },
    });
  }
}

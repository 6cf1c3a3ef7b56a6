import type { MotifName, SceneName } from './art/demo-art.js';

/**
 * The words the demo catalogue is built from. Generators in `generate.ts` combine them with a
 * seeded PRNG, so everything here is plain data: edit a list and the shop changes, deterministically.
 */

/** [name, extra price in dollars]; the first of a required group is what the page pre-selects. */
export type Option = readonly [string, number];

export interface AddonPlan {
  size?: { options: readonly Option[]; present: number; require: number };
  color?: { present: number; require: number; count: readonly [number, number] };
  accessory?: { options: readonly Option[]; present: number; require: number; count: readonly [number, number] };
  ship?: { kind: 'parcel' | 'freight'; present: number; require: number };
}

export interface SubDef {
  name: string;
  description: string;
  motif: MotifName;
  /** Palette indices the products (and their colour add-ons) are made in. */
  colors: readonly number[];
  prefixes: readonly string[];
  nouns: readonly string[];
  price: readonly [number, number];
  delivery: readonly [number, number];
  addons: AddonPlan;
  features: readonly string[];
  /** Opening sentences; `{name}` becomes the product name. */
  intros: readonly string[];
  details: readonly string[];
  specs: readonly (readonly [string, readonly string[]])[];
}

export interface RootDef {
  name: string;
  description: string;
  scene: SceneName;
  color: number;
  closing: readonly string[];
  subs: readonly SubDef[];
}

const ALL_COLOURS = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11] as const;
const APPAREL_SIZES: readonly Option[] = [
  ['XS', 0],
  ['S', 0],
  ['M', 0],
  ['L', 0],
  ['XL', 0],
  ['XXL', 4],
];
const SHOE_SIZES: readonly Option[] = [
  ['US 6', 0],
  ['US 7', 0],
  ['US 8', 0],
  ['US 9', 0],
  ['US 10', 0],
  ['US 11', 0],
  ['US 12', 0],
];
const GIFT_WRAP: Option = ['Gift wrap', 5];

const apparel = (present = 0.8): AddonPlan => ({
  size: { options: APPAREL_SIZES, present: 1, require: 1 },
  color: { present, require: 0.7, count: [2, 4] },
  ship: { kind: 'parcel', present: 0.25, require: 0 },
});

export const ROOTS: readonly RootDef[] = [
  {
    name: 'Women',
    description: 'Easy dresses, soft knits and everyday bags, made to be worn on repeat.',
    scene: 'women',
    color: 6,
    closing: [
      'Designed in our studio and made in small runs by partners we visit every year.',
      'Cut generously; if you are between sizes, we suggest your usual one.',
    ],
    subs: [
      {
        name: 'Dresses',
        description: 'Slip, wrap and midi dresses in breathable fabrics that move with you.',
        motif: 'dress',
        colors: ALL_COLOURS,
        prefixes: ['Linen', 'Silk', 'Poplin', 'Jersey', 'Satin', 'Cotton Voile'],
        nouns: ['Slip Dress', 'Wrap Dress', 'Midi Dress', 'Shirt Dress', 'Tiered Maxi Dress'],
        price: [59, 240],
        delivery: [2, 5],
        addons: apparel(0.9),
        features: [
          'Fully lined bodice',
          'Adjustable straps',
          'Side pockets',
          'Falls below the knee',
          'Breathable natural fibres',
          'Hidden side zip',
          'Machine washable at 30°C',
        ],
        intros: [
          'The {name} is the dress you reach for first: easy to wear, easy to pack, easy to love.',
          'Cut to skim rather than cling, the {name} moves beautifully from desk to dinner.',
          'A softly draped {name} with a flattering waist and a hem that swings as you walk.',
        ],
        details: [
          'The fabric is light enough for summer yet opaque, so no slip is needed.',
          'Pair it with sneakers by day and a heel at night.',
          'Every seam is finished by hand for a clean line inside and out.',
        ],
        specs: [
          ['Fabric', ['100% linen', '100% mulberry silk', 'Organic cotton poplin', 'Lyocell jersey']],
          ['Fit', ['Relaxed', 'Regular', 'Tailored waist']],
          ['Length', ['Midi, 118 cm', 'Knee, 98 cm', 'Maxi, 135 cm']],
          ['Care', ['Machine wash cold', 'Hand wash', 'Dry clean only']],
        ],
      },
      {
        name: 'Knitwear',
        description: 'Merino, cashmere and lambswool knits that get softer with every wear.',
        motif: 'sweater',
        colors: ALL_COLOURS,
        prefixes: ['Merino', 'Cashmere', 'Lambswool', 'Cable-Knit', 'Alpaca-Blend', 'Organic Cotton'],
        nouns: ['Crew Sweater', 'Cardigan', 'Roll-Neck Jumper', 'V-Neck Sweater', 'Knit Vest'],
        price: [49, 280],
        delivery: [2, 5],
        addons: apparel(0.85),
        features: [
          'Ribbed cuffs and hem',
          'Fully fashioned shoulders',
          'Pill-resistant yarn',
          'Traceable wool',
          'Relaxed fit',
          'Naturally temperature regulating',
        ],
        intros: [
          'Knitted from exceptionally soft yarn, the {name} is warm without the bulk.',
          'The {name} is a wardrobe staple with a classic shape and a modern, relaxed fit.',
          'Our best-loved knit: the {name}, now in new seasonal colours.',
        ],
        details: [
          'Fully fashioned panels mean fewer seams and a better drape.',
          'The yarn is spun in a family-run mill with a century of history.',
          'Wear it over a collared shirt or on its own with the sleeves pushed up.',
        ],
        specs: [
          ['Yarn', ['Extra-fine merino wool', 'Grade A cashmere', 'British lambswool', 'Organic cotton']],
          ['Gauge', ['12 gauge', '7 gauge', '5 gauge chunky']],
          ['Fit', ['Relaxed', 'Regular']],
          ['Care', ['Hand wash cold, dry flat', 'Machine wash on wool cycle']],
        ],
      },
      {
        name: 'Tops & Tees',
        description: 'The perfect tee, in every weight and cut you could want.',
        motif: 'tshirt',
        colors: ALL_COLOURS,
        prefixes: ['Organic Cotton', 'Slub', 'Pima Cotton', 'Linen-Blend', 'Heavyweight', 'Ribbed'],
        nouns: ['Crew Tee', 'Boxy Tee', 'Pocket Tee', 'Long-Sleeve Top', 'Tank Top'],
        price: [19, 64],
        delivery: [2, 4],
        addons: apparel(0.9),
        features: [
          'Pre-shrunk',
          'Double-stitched hems',
          'Tagless neck label',
          'Organic cotton',
          'Holds its shape wash after wash',
          'Soft-touch finish',
        ],
        intros: [
          'The {name} is cut from a dense, smooth jersey that drapes rather than clings.',
          'Every wardrobe needs a {name}: simple, well made, and right with everything.',
          'We spent a year perfecting the {name}, from the neckline to the weight of the cotton.',
        ],
        details: [
          'The collar is bound with a fine rib so it never loses its shape.',
          'Garment dyed for a lived-in colour from the very first wear.',
          'Buy two: one to wear and one in the wash.',
        ],
        specs: [
          [
            'Fabric',
            [
              '100% organic cotton, 180 gsm',
              'Pima cotton, 160 gsm',
              'Cotton-linen blend',
              'Heavyweight cotton, 240 gsm',
            ],
          ],
          ['Fit', ['Regular', 'Boxy', 'Slim']],
          ['Care', ['Machine wash at 30°C', 'Tumble dry low']],
        ],
      },
      {
        name: 'Bags',
        description: 'Totes, shoulder bags and weekenders in leather and canvas.',
        motif: 'handbag',
        colors: [0, 1, 3, 4, 5, 7, 9, 10, 11],
        prefixes: ['Leather', 'Canvas', 'Suede', 'Woven', 'Nylon', 'Pebbled Leather'],
        nouns: ['Tote', 'Shoulder Bag', 'Bucket Bag', 'Weekender', 'Market Tote'],
        price: [39, 420],
        delivery: [2, 6],
        addons: {
          color: { present: 0.8, require: 0.5, count: [2, 3] },
          accessory: {
            options: [['Dust bag', 0], ['Monogram', 15], ['Detachable strap', 29], GIFT_WRAP],
            present: 0.5,
            require: 0,
            count: [1, 3],
          },
          ship: { kind: 'parcel', present: 0.3, require: 0 },
        },
        features: [
          'Fits a 14" laptop',
          'Inner zip pocket',
          'Magnetic closure',
          'Vegetable-tanned leather',
          'Reinforced handles',
          'Water-resistant lining',
        ],
        intros: [
          'Roomy enough for a laptop and a day’s worth of essentials, the {name} keeps everything in order.',
          'The {name} is structured enough to stand on its own and soft enough to carry all day.',
          'A {name} that ages beautifully, developing a rich patina over the years.',
        ],
        details: [
          'Handles are stitched and riveted for strength.',
          'Inside, a zip pocket and two slip pockets keep the small things close.',
          'Made by a third-generation leather workshop.',
        ],
        specs: [
          ['Material', ['Full-grain leather', 'Waxed cotton canvas', 'Italian suede', 'Recycled nylon']],
          ['Dimensions', ['38 × 30 × 14 cm', '32 × 26 × 12 cm', '50 × 28 × 24 cm']],
          ['Closure', ['Magnetic snap', 'Zip top', 'Open top']],
        ],
      },
    ],
  },
  {
    name: 'Men',
    description: 'Shirts, sweats, outerwear and sneakers: the essentials, done properly.',
    scene: 'men',
    color: 4,
    closing: ['Backed by our two-year quality promise.', 'Made in small batches to reduce waste.'],
    subs: [
      {
        name: 'Shirts',
        description: 'Oxford, linen and flannel shirts for work and weekends.',
        motif: 'shirt',
        colors: ALL_COLOURS,
        prefixes: ['Oxford', 'Linen', 'Flannel', 'Chambray', 'Poplin', 'Corduroy'],
        nouns: ['Button-Down Shirt', 'Camp Collar Shirt', 'Overshirt', 'Work Shirt', 'Band Collar Shirt'],
        price: [39, 150],
        delivery: [2, 5],
        addons: apparel(0.85),
        features: [
          'Mother-of-pearl buttons',
          'Single-needle stitching',
          'Chest pocket',
          'Curved hem to wear untucked',
          'Garment washed for softness',
        ],
        intros: [
          'The {name} is tailored for a clean line, with enough room to move.',
          'Soft from the first wear, the {name} only gets better with age.',
          'A {name} in a fabric that looks sharp with a blazer and relaxed with jeans.',
        ],
        details: [
          'The collar has a natural roll, unlined so it stays soft.',
          'Side gussets reinforce the hem where shirts usually wear first.',
          'Pre-washed, so the size you buy is the size you keep.',
        ],
        specs: [
          ['Fabric', ['Oxford cotton', 'European linen', 'Brushed flannel', 'Cotton chambray']],
          ['Fit', ['Regular', 'Slim', 'Relaxed']],
          ['Care', ['Machine wash at 40°C', 'Iron on medium']],
        ],
      },
      {
        name: 'Hoodies & Sweats',
        description: 'Loopback cotton hoodies and sweatshirts for off-duty days.',
        motif: 'hoodie',
        colors: ALL_COLOURS,
        prefixes: ['Loopback', 'Brushed Fleece', 'Organic Cotton', 'Garment-Dyed', 'Heavyweight', 'Waffle'],
        nouns: ['Hoodie', 'Zip Hoodie', 'Crew Sweatshirt', 'Half-Zip Sweat', 'Lounge Hoodie'],
        price: [45, 130],
        delivery: [2, 5],
        addons: apparel(0.8),
        features: [
          'Double-layer hood',
          'Kangaroo pocket',
          'Flat drawcords',
          'Ribbed cuffs and hem',
          'Brushed inside',
          'Heavyweight 400 gsm cotton',
        ],
        intros: [
          'The {name} is made from dense loopback cotton that holds its shape.',
          'Our {name} is the one you’ll live in from October to April.',
          'Cosy, sturdy and cut with a modern fit: meet the {name}.',
        ],
        details: [
          'The hood is double layered so it sits properly.',
          'Knitted on vintage loopwheel machines for a softer hand.',
          'Wash inside out to keep the colour rich.',
        ],
        specs: [
          ['Fabric', ['100% organic cotton loopback', 'Cotton fleece, brushed', 'Cotton waffle']],
          ['Weight', ['340 gsm', '400 gsm', '460 gsm']],
          ['Fit', ['Regular', 'Relaxed']],
        ],
      },
      {
        name: 'Outerwear',
        description: 'Puffers, parkas and field jackets built for real weather.',
        motif: 'jacket',
        colors: [0, 1, 2, 3, 4, 5, 7, 9, 10, 11],
        prefixes: ['Down', 'Recycled', 'Quilted', 'Waxed', 'Lightweight', 'Insulated'],
        nouns: ['Puffer Jacket', 'Liner Jacket', 'Field Jacket', 'Parka', 'Gilet'],
        price: [89, 480],
        delivery: [2, 6],
        addons: { ...apparel(0.85), ship: { kind: 'parcel', present: 0.5, require: 0 } },
        features: [
          'Water-repellent finish',
          'Responsibly sourced down',
          'Two-way zip',
          'Packs into its own pocket',
          'Storm flap',
          'Adjustable hem',
        ],
        intros: [
          'Warm, light and packable, the {name} is ready for whatever the forecast says.',
          'The {name} is built for cold mornings and long walks.',
          'A technical {name} with a clean, city-ready look.',
        ],
        details: [
          'Baffles are stitched to keep the fill evenly spread.',
          'The shell sheds light rain and wind.',
          'Interior pockets keep your phone warm and your keys safe.',
        ],
        specs: [
          ['Shell', ['Recycled nylon ripstop', 'Waxed cotton', 'Recycled polyester']],
          ['Fill', ['650 fill power down', 'Recycled synthetic insulation', 'Unlined']],
          ['Fit', ['Regular, fits over a knit', 'Relaxed']],
        ],
      },
      {
        name: 'Sneakers',
        description: 'Court classics and everyday runners, made to last.',
        motif: 'sneaker',
        colors: [0, 1, 2, 3, 4, 7, 8, 9, 10, 11],
        prefixes: ['Court', 'Canvas', 'Suede', 'Leather', 'Knit', 'Retro'],
        nouns: ['Low Sneaker', 'High-Top', 'Runner', 'Trainer', 'Slip-On'],
        price: [69, 240],
        delivery: [2, 6],
        addons: {
          size: { options: SHOE_SIZES, present: 1, require: 1 },
          color: { present: 0.6, require: 0.5, count: [2, 3] },
          accessory: {
            options: [
              ['Spare laces', 6],
              ['Shoe care kit', 18],
            ],
            present: 0.3,
            require: 0,
            count: [1, 2],
          },
        },
        features: [
          'Cushioned footbed',
          'Natural rubber sole',
          'Leather lining',
          'Stitched cupsole',
          'Recycled laces',
          'Resoleable',
        ],
        intros: [
          'The {name} pairs a timeless silhouette with all-day comfort.',
          'Clean lines, a cushioned sole and premium materials: the {name} does it all.',
          'Designed in Portugal, the {name} is a modern take on a classic court shoe.',
        ],
        details: [
          'The cupsole is stitched, not glued, so it can be resoled.',
          'A removable footbed moulds to your foot over time.',
          'Runs true to size.',
        ],
        specs: [
          ['Upper', ['Full-grain leather', 'Organic canvas', 'Suede', 'Recycled knit']],
          ['Sole', ['Natural rubber cupsole', 'EVA foam with rubber outsole']],
          ['Made in', ['Portugal', 'Italy', 'Vietnam']],
        ],
      },
      {
        name: 'Watches',
        description: 'Mechanical and quartz watches with clean, legible dials.',
        motif: 'watch',
        colors: [0, 1, 3, 4, 7, 9, 10],
        prefixes: ['Field', 'Diver', 'Dress', 'Chronograph', 'Minimalist', 'Automatic'],
        nouns: ['Watch 38mm', 'Watch 40mm', 'Watch 36mm', 'Watch 42mm'],
        price: [120, 900],
        delivery: [3, 7],
        addons: {
          accessory: {
            options: [
              ['Leather strap', 0],
              ['Steel bracelet', 45],
              ['Nylon strap', 0],
              ['Extra strap', 29],
              ['Gift box', 8],
            ],
            present: 1,
            require: 0.7,
            count: [2, 4],
          },
          ship: { kind: 'parcel', present: 0.6, require: 0 },
        },
        features: [
          'Sapphire crystal',
          '100 m water resistance',
          'Swiss movement',
          'Quick-release strap',
          'Luminous hands',
          'Two-year warranty',
        ],
        intros: [
          'The {name} is a clean, legible everyday watch with a quietly confident presence.',
          'Built around a reliable movement, the {name} is made to be worn daily for decades.',
          'The {name} balances vintage proportions with modern engineering.',
        ],
        details: [
          'The domed sapphire crystal resists scratches.',
          'Every watch is regulated and tested for seven days before it ships.',
          'Straps change in seconds without tools.',
        ],
        specs: [
          ['Movement', ['Automatic, 42-hour reserve', 'Swiss quartz', 'Hand-wound']],
          ['Case', ['316L stainless steel', 'Brushed titanium', 'Gold-tone steel']],
          ['Water resistance', ['50 m', '100 m', '200 m']],
        ],
      },
    ],
  },
  {
    name: 'Home & Living',
    description: 'Lighting, tableware and furniture for a calmer, warmer home.',
    scene: 'home',
    color: 10,
    closing: [
      'Each piece is inspected by hand before it leaves our warehouse.',
      'Comes gift-ready in recycled, plastic-free packaging.',
    ],
    subs: [
      {
        name: 'Lighting',
        description: 'Table, desk and floor lamps that bring a warm glow to any room.',
        motif: 'lamp',
        colors: [0, 1, 2, 3, 4, 5, 7, 9, 10, 11],
        prefixes: ['Walnut', 'Ceramic', 'Brass', 'Linen', 'Oak', 'Travertine'],
        nouns: ['Table Lamp', 'Desk Lamp', 'Bedside Lamp', 'Floor Lamp', 'Mushroom Lamp'],
        price: [39, 380],
        delivery: [3, 7],
        addons: {
          color: { present: 0.5, require: 0, count: [2, 3] },
          accessory: {
            options: [
              ['LED bulb, warm white', 9],
              ['Smart dimmer', 25],
              ['Spare linen shade', 34],
            ],
            present: 0.6,
            require: 0,
            count: [1, 3],
          },
          ship: { kind: 'parcel', present: 0.4, require: 0 },
        },
        features: [
          'Warm 2700 K light',
          'Linen shade',
          'Dimmable',
          'Braided fabric cable',
          'E27 bulb fitting',
          'Hand-glazed base',
        ],
        intros: [
          'The {name} casts a soft, even glow that makes any corner feel inviting.',
          'Hand finished in small batches, the {name} is as beautiful switched off as on.',
          'The {name} brings a sculptural touch to a sideboard, desk or bedside.',
        ],
        details: [
          'The base is weighted so it stays steady.',
          'Works with any E27 bulb; we recommend a warm 2700 K LED.',
          'A braided cable and inline switch complete the look.',
        ],
        specs: [
          ['Materials', ['Glazed stoneware and linen', 'Solid walnut and brass', 'Travertine and cotton']],
          ['Height', ['42 cm', '48 cm', '56 cm', '150 cm']],
          ['Bulb', ['E27, max 40 W', 'Integrated LED, 8 W']],
        ],
      },
      {
        name: 'Kitchen & Dining',
        description: 'Stoneware mugs, cups and plates, made for everyday rituals.',
        motif: 'mug',
        colors: ALL_COLOURS,
        prefixes: ['Stoneware', 'Speckled', 'Hand-Thrown', 'Enamel', 'Glazed', 'Porcelain'],
        nouns: ['Mug', 'Coffee Cup', 'Latte Mug', 'Tea Cup', 'Espresso Cup'],
        price: [9, 89],
        delivery: [2, 5],
        addons: {
          size: {
            options: [
              ['Single', 0],
              ['Set of 2', 14],
              ['Set of 4', 32],
            ],
            present: 0.5,
            require: 1,
          },
          accessory: { options: [GIFT_WRAP], present: 0.2, require: 0, count: [1, 1] },
        },
        features: ['Dishwasher safe', 'Microwave safe', 'Holds 350 ml', 'Hand-thrown', 'Lead-free glaze', 'Stackable'],
        intros: [
          'The {name} fits perfectly in the hand and keeps your coffee warm for longer.',
          'Each {name} is thrown by hand, so no two are quite alike.',
          'The {name}: a small daily pleasure for your morning coffee or evening tea.',
        ],
        details: [
          'The unglazed foot shows off the speckled clay.',
          'Thick walls hold the heat.',
          'Dishwasher and microwave safe.',
        ],
        specs: [
          ['Material', ['Stoneware', 'Porcelain', 'Enamelled steel']],
          ['Capacity', ['250 ml', '350 ml', '450 ml']],
          ['Care', ['Dishwasher safe', 'Hand wash recommended']],
        ],
      },
      {
        name: 'Plants & Pots',
        description: 'Easy-care plants and planters to bring a little green indoors.',
        motif: 'plant',
        colors: [1, 2, 3, 4, 5, 6, 8, 9, 10, 11],
        prefixes: ['Terracotta', 'Glazed', 'Concrete', 'Ceramic', 'Self-Watering', 'Ribbed'],
        nouns: ['Planter', 'Plant Pot', 'Snake Plant & Pot', 'Rubber Plant & Pot', 'Herb Pot'],
        price: [12, 140],
        delivery: [2, 6],
        addons: {
          size: {
            options: [
              ['Small, 12 cm', 0],
              ['Medium, 17 cm', 14],
              ['Large, 24 cm', 32],
            ],
            present: 0.8,
            require: 1,
          },
          accessory: {
            options: [['Saucer', 8], ['Plant food', 6], GIFT_WRAP],
            present: 0.4,
            require: 0,
            count: [1, 2],
          },
        },
        features: [
          'Drainage hole',
          'Frost resistant',
          'Easy care',
          'Pet friendly',
          'Hand glazed',
          'Includes care card',
        ],
        intros: [
          'The {name} brings a touch of green to shelves, desks and windowsills.',
          'Low maintenance and high impact: the {name} thrives with minimal fuss.',
          'The {name} pairs a healthy, nursery-grown plant with a pot it will love.',
        ],
        details: [
          'Water when the top few centimetres of soil feel dry.',
          'A drainage hole keeps roots healthy.',
          'Every plant is packed by hand and ships in a compostable sleeve.',
        ],
        specs: [
          ['Material', ['Terracotta', 'Glazed stoneware', 'Cast concrete']],
          ['Light', ['Bright, indirect light', 'Tolerates low light']],
          ['Diameter', ['12 cm', '17 cm', '24 cm']],
        ],
      },
      {
        name: 'Furniture',
        description: 'Armchairs and lounge chairs, upholstered to order.',
        motif: 'chair',
        colors: [0, 1, 2, 3, 4, 5, 6, 7, 9, 10],
        prefixes: ['Bouclé', 'Velvet', 'Linen', 'Leather', 'Wool', 'Cord'],
        nouns: ['Armchair', 'Lounge Chair', 'Accent Chair', 'Reading Chair', 'Club Chair'],
        price: [180, 900],
        delivery: [7, 10],
        addons: {
          color: { present: 1, require: 1, count: [3, 4] },
          ship: { kind: 'freight', present: 1, require: 1 },
        },
        features: [
          'Solid oak legs',
          'Removable cushion covers',
          'Kiln-dried hardwood frame',
          'Ten-year frame guarantee',
          'High-resilience foam',
          'Assembled on delivery',
        ],
        intros: [
          'Deep, supportive and beautifully proportioned, the {name} is made for long afternoons with a book.',
          'The {name} combines a compact footprint with generous comfort.',
          'Upholstered by hand, the {name} is built to be sat in for decades.',
        ],
        details: [
          'The frame is kiln-dried hardwood, joined and glued, never stapled.',
          'Cushions are wrapped in feather for a relaxed, lived-in look.',
          'Covers are removable and dry-cleanable.',
        ],
        specs: [
          ['Frame', ['Kiln-dried beech', 'Solid oak']],
          ['Dimensions', ['W 78 × D 82 × H 76 cm', 'W 84 × D 88 × H 80 cm']],
          ['Upholstery', ['Wool bouclé', 'Cotton velvet', 'Washed linen', 'Aniline leather']],
        ],
      },
      {
        name: 'Candles & Scents',
        description: 'Hand-poured candles in natural wax with clean, layered fragrances.',
        motif: 'candle',
        colors: ALL_COLOURS,
        prefixes: ['Fig & Cedar', 'Amber & Oud', 'Sea Salt', 'Wild Mint', 'Tobacco & Vanilla', 'Orange Blossom'],
        nouns: ['Candle', 'Scented Candle', 'Travel Candle', 'Three-Wick Candle'],
        price: [14, 72],
        delivery: [2, 4],
        addons: {
          accessory: {
            options: [GIFT_WRAP, ['Wick trimmer', 12], ['Matches', 3]],
            present: 0.4,
            require: 0,
            count: [1, 3],
          },
        },
        features: [
          'Natural soy wax',
          'Cotton wick',
          '50-hour burn time',
          'Phthalate-free fragrance',
          'Reusable vessel',
          'Hand poured',
        ],
        intros: [
          'The {name} fills a room with a warm, layered fragrance.',
          'Hand poured in small batches, the {name} burns clean and even.',
          'Light the {name} and let the day slow down.',
        ],
        details: [
          'Trim the wick to 5 mm before each burn.',
          'The ceramic vessel makes a lovely pot once the candle is finished.',
          'A thoughtful gift, ready to give.',
        ],
        specs: [
          ['Wax', ['Natural soy', 'Coconut and rapeseed']],
          ['Burn time', ['40 hours', '50 hours', '70 hours']],
          ['Notes', ['Fig leaf, cedar, musk', 'Amber, oud, vanilla', 'Sea salt, sage, driftwood']],
        ],
      },
    ],
  },
  {
    name: 'Electronics',
    description: 'Headphones, speakers, phones and cameras, chosen for sound and design.',
    scene: 'tech',
    color: 0,
    closing: [
      'Includes a two-year warranty and free returns within 30 days.',
      'Ships with a USB-C cable; power adapter sold separately.',
    ],
    subs: [
      {
        name: 'Headphones',
        description: 'Wireless and wired headphones for focus, travel and the studio.',
        motif: 'headphones',
        colors: [0, 1, 2, 4, 6, 7, 8, 10],
        prefixes: ['Wireless', 'Studio', 'Noise-Cancelling', 'Travel', 'Open-Back', 'Foldable'],
        nouns: ['Headphones', 'Over-Ear Headphones', 'Monitor Headphones', 'On-Ear Headphones'],
        price: [49, 450],
        delivery: [2, 5],
        addons: {
          color: { present: 0.7, require: 0.5, count: [2, 3] },
          accessory: {
            options: [
              ['Travel case', 19],
              ['Spare ear pads', 24],
              ['Airline adapter', 9],
            ],
            present: 0.5,
            require: 0,
            count: [1, 3],
          },
          ship: { kind: 'parcel', present: 0.4, require: 0 },
        },
        features: [
          '40-hour battery',
          'Active noise cancelling',
          'USB-C fast charge',
          'Memory-foam ear cushions',
          'Multipoint Bluetooth',
          'Foldable design',
        ],
        intros: [
          'The {name} delivers rich, detailed sound with all-day comfort.',
          'Switch off the world with the {name} and its adaptive noise cancelling.',
          'Tuned by sound engineers, the {name} is as at home in the studio as on the train.',
        ],
        details: [
          'Ten minutes of charging gives five hours of listening.',
          'Memory-foam cushions seal out noise without pressure.',
          'Connect two devices at once and switch seamlessly.',
        ],
        specs: [
          ['Battery', ['30 hours', '40 hours', '60 hours']],
          ['Drivers', ['40 mm dynamic', '50 mm dynamic', 'Planar magnetic']],
          ['Connection', ['Bluetooth 5.3, USB-C, 3.5 mm', 'Wired, 3.5 mm']],
        ],
      },
      {
        name: 'Phones',
        description: 'Unlocked smartphones with great cameras and batteries that last.',
        motif: 'phone',
        colors: [0, 1, 2, 4, 6, 8, 9],
        prefixes: ['Nova', 'Aero', 'Lumen', 'Orbit', 'Vela', 'Pulse'],
        nouns: ['Phone', 'Phone Pro', 'Phone Mini', 'Phone Max', 'Phone Lite'],
        price: [249, 899],
        delivery: [2, 4],
        addons: {
          size: {
            options: [
              ['128 GB', 0],
              ['256 GB', 100],
              ['512 GB', 220],
            ],
            present: 1,
            require: 1,
          },
          color: { present: 1, require: 1, count: [2, 4] },
          accessory: {
            options: [
              ['Silicone case', 29],
              ['Screen protector', 15],
              ['30 W charger', 25],
            ],
            present: 0.6,
            require: 0,
            count: [1, 3],
          },
          ship: { kind: 'parcel', present: 0.5, require: 0 },
        },
        features: [
          '6.1" OLED display',
          'Triple camera system',
          'All-day battery',
          '5G',
          'Face unlock',
          'IP68 water resistance',
        ],
        intros: [
          'The {name} puts a brilliant display and a pro-grade camera in your pocket.',
          'Fast, sleek and built to last: meet the {name}.',
          'The {name} takes stunning photos in any light.',
        ],
        details: [
          'Five years of software updates are included.',
          'The aluminium frame is made from recycled metal.',
          'Unlocked for every major network.',
        ],
        specs: [
          ['Display', ['6.1" OLED, 120 Hz', '6.7" OLED, 120 Hz', '5.4" OLED, 60 Hz']],
          ['Camera', ['50 MP wide, 12 MP ultra-wide', '48 MP triple camera']],
          ['Battery', ['4,300 mAh', '5,000 mAh']],
        ],
      },
      {
        name: 'Speakers',
        description: 'Bookshelf and wireless speakers with room-filling sound.',
        motif: 'speaker',
        colors: [0, 1, 2, 4, 7, 10, 11],
        prefixes: ['Bookshelf', 'Walnut', 'Active', 'Compact', 'Studio', 'Wireless'],
        nouns: ['Speaker', 'Speaker Pair', 'Stereo Speakers', 'Monitor Speaker'],
        price: [79, 680],
        delivery: [2, 6],
        addons: {
          color: { present: 0.6, require: 0.5, count: [2, 3] },
          accessory: {
            options: [
              ['Speaker stands', 89],
              ['Wall bracket', 29],
              ['Optical cable', 12],
            ],
            present: 0.5,
            require: 0,
            count: [1, 3],
          },
          ship: { kind: 'parcel', present: 0.5, require: 0 },
        },
        features: [
          'Wi-Fi and Bluetooth',
          'Built-in amplifier',
          'Room calibration',
          'HDMI ARC',
          'Real wood veneer',
          'Stereo pairing',
        ],
        intros: [
          'The {name} fills the room with warm, balanced sound.',
          'Small on the shelf, big on sound: the {name} surprises everyone who hears it.',
          'The {name} is built around a custom woofer and silk-dome tweeter.',
        ],
        details: [
          'Pair two for true stereo.',
          'Room calibration tunes the sound to your space.',
          'The cabinet is finished in real wood veneer.',
        ],
        specs: [
          ['Drivers', ['5.25" woofer, 1" tweeter', '4" full range']],
          ['Power', ['2 × 50 W', '2 × 30 W']],
          ['Inputs', ['Bluetooth, optical, RCA', 'Wi-Fi, HDMI ARC, USB-C']],
        ],
      },
      {
        name: 'Cameras',
        description: 'Compact and mirrorless cameras for everyday stories.',
        motif: 'camera',
        colors: [0, 1, 3, 4, 5, 7, 10],
        prefixes: ['Compact', 'Mirrorless', 'Rangefinder', 'Travel', 'Street', 'Vlogging'],
        nouns: ['Camera', 'Camera Kit', 'Camera Body', 'Digital Camera'],
        price: [290, 900],
        delivery: [2, 5],
        addons: {
          accessory: {
            options: [
              ['Body only', 0],
              ['With 35mm f/2 lens', 249],
              ['With 24–70mm zoom', 329],
              ['Spare battery', 39],
              ['Leather strap', 35],
            ],
            present: 1,
            require: 1,
            count: [2, 4],
          },
          ship: { kind: 'parcel', present: 0.7, require: 0.3 },
        },
        features: [
          '24 MP sensor',
          '4K video',
          'In-body stabilisation',
          'Weather sealed',
          'Tilting touchscreen',
          'Dual card slots',
        ],
        intros: [
          'The {name} makes it effortless to capture sharp, beautiful photos.',
          'Classic looks, modern sensor: the {name} is a joy to carry everywhere.',
          'The {name} is small enough for a jacket pocket and serious enough for work.',
        ],
        details: [
          'Film simulations give JPEGs a distinctive look straight out of the camera.',
          'The body is sealed against dust and light rain.',
          'Charge over USB-C on the go.',
        ],
        specs: [
          ['Sensor', ['24 MP APS-C', '26 MP APS-C', '20 MP one-inch']],
          ['Video', ['4K 30p', '4K 60p']],
          ['Weight', ['350 g', '430 g', '520 g']],
        ],
      },
    ],
  },
  {
    name: 'Outdoors',
    description: 'Packs, bottles, shelters and shades for days outside.',
    scene: 'outdoor',
    color: 7,
    closing: [
      'Field-tested by our team on trails across three continents.',
      'Covered by our lifetime repair programme.',
    ],
    subs: [
      {
        name: 'Backpacks',
        description: 'Daypacks and travel packs that carry comfortably all day.',
        motif: 'backpack',
        colors: [0, 1, 2, 3, 4, 5, 7, 8, 10, 11],
        prefixes: ['Roll-Top', 'Waxed Canvas', 'Ripstop', 'Daypack', 'Commuter', 'Trail'],
        nouns: ['Backpack', 'Rucksack', 'Pack 24L', 'Pack 30L'],
        price: [49, 260],
        delivery: [2, 6],
        addons: {
          size: {
            options: [
              ['20 L', 0],
              ['28 L', 20],
            ],
            present: 0.5,
            require: 1,
          },
          color: { present: 0.8, require: 0.6, count: [2, 4] },
          accessory: {
            options: [
              ['Rain cover', 19],
              ['Laptop sleeve', 25],
            ],
            present: 0.4,
            require: 0,
            count: [1, 2],
          },
        },
        features: [
          'Padded laptop sleeve',
          'Water-resistant fabric',
          'Ventilated back panel',
          'Lifetime warranty',
          'Hidden passport pocket',
          'Recycled materials',
        ],
        intros: [
          'The {name} carries everything from a laptop to a picnic, comfortably.',
          'Built to handle commutes and weekend hikes alike, the {name} is tough and light.',
          'The {name} opens wide so packing is quick and finding things is easy.',
        ],
        details: [
          'The back panel is padded and ventilated.',
          'Side pockets hold a bottle securely.',
          'Made from recycled, water-resistant fabric.',
        ],
        specs: [
          ['Capacity', ['20 L', '24 L', '28 L', '30 L']],
          ['Material', ['Recycled nylon ripstop', 'Waxed cotton canvas']],
          ['Weight', ['0.8 kg', '1.1 kg']],
        ],
      },
      {
        name: 'Bottles & Flasks',
        description: 'Insulated bottles that keep drinks cold for 24 hours.',
        motif: 'bottle',
        colors: ALL_COLOURS,
        prefixes: ['Insulated', 'Steel', 'Trail', 'Summit', 'Everyday', 'Wide-Mouth'],
        nouns: ['Bottle', 'Flask', 'Water Bottle', 'Bottle 750ml'],
        price: [19, 52],
        delivery: [2, 4],
        addons: {
          size: {
            options: [
              ['500 ml', 0],
              ['750 ml', 6],
              ['1 L', 10],
            ],
            present: 1,
            require: 1,
          },
          color: { present: 0.7, require: 0.5, count: [2, 4] },
        },
        features: [
          'Cold for 24 hours',
          'Hot for 12 hours',
          'Leak-proof lid',
          'Dishwasher safe',
          'BPA free',
          'Powder-coated finish',
        ],
        intros: [
          'The {name} keeps water icy cold from the first sip to the last.',
          'Double-walled and leak-proof, the {name} goes everywhere you do.',
          'The {name}: one bottle, hundreds fewer plastic ones.',
        ],
        details: [
          'The powder-coated finish adds grip and resists scratches.',
          'The wide mouth takes ice cubes easily.',
          'The lid is dishwasher safe.',
        ],
        specs: [
          ['Material', ['18/8 stainless steel']],
          ['Insulation', ['Double-wall vacuum']],
          ['Capacity', ['500 ml', '750 ml', '1 L']],
        ],
      },
      {
        name: 'Camping',
        description: 'Tents and shelters for first-timers and seasoned hikers.',
        motif: 'tent',
        colors: [1, 2, 3, 4, 5, 7, 8, 10, 11],
        prefixes: ['Ultralight', 'Two-Person', 'Alpine', 'Basecamp', 'Backpacking', 'Trekking'],
        nouns: ['Tent', 'Dome Tent', 'Tunnel Tent', 'Tarp Shelter'],
        price: [89, 640],
        delivery: [3, 8],
        addons: {
          size: {
            options: [
              ['2-person', 0],
              ['3-person', 80],
            ],
            present: 0.7,
            require: 1,
          },
          accessory: {
            options: [
              ['Footprint', 39],
              ['Repair kit', 12],
              ['Extra pegs', 9],
            ],
            present: 0.6,
            require: 0,
            count: [1, 3],
          },
          ship: { kind: 'parcel', present: 0.6, require: 0.5 },
        },
        features: [
          'Pitches in 3 minutes',
          'Two vestibules',
          'Fully taped seams',
          'Aluminium poles',
          'Weighs under 2 kg',
          'Colour-coded clips',
        ],
        intros: [
          'The {name} pitches in minutes and stands firm when the wind picks up.',
          'Light enough for long trails, roomy enough for two: the {name}.',
          'The {name} is our go-to shelter for three-season adventures.',
        ],
        details: [
          'Colour-coded clips make pitching simple, even in the dark.',
          'Two doors mean nobody climbs over anybody.',
          'Seams are taped at the factory.',
        ],
        specs: [
          ['Weight', ['1.4 kg', '1.9 kg', '2.6 kg']],
          ['Sleeps', ['2', '3']],
          ['Season', ['3-season', '4-season']],
        ],
      },
      {
        name: 'Eyewear',
        description: 'Polarised sunglasses in acetate and metal frames.',
        motif: 'sunglasses',
        colors: [0, 3, 4, 5, 7, 9, 10, 11],
        prefixes: ['Polarised', 'Acetate', 'Tortoiseshell', 'Round', 'Square', 'Aviator'],
        nouns: ['Sunglasses', 'Shades', 'Sun Frames', 'Sport Sunglasses'],
        price: [59, 260],
        delivery: [2, 5],
        addons: {
          color: { present: 0.8, require: 0.5, count: [2, 4] },
          accessory: {
            options: [
              ['Hard case', 0],
              ['Prescription lenses', 90],
              ['Cleaning kit', 8],
            ],
            present: 0.5,
            require: 0,
            count: [1, 3],
          },
        },
        features: [
          'Polarised lenses',
          '100% UV protection',
          'Hand-polished acetate',
          'Five-barrel hinges',
          'Includes hard case',
          'Prescription ready',
        ],
        intros: [
          'The {name} cuts glare and sharpens colour on bright days.',
          'Hand-polished frames and crisp polarised lenses: the {name} is made to last.',
          'The {name} suits almost every face shape.',
        ],
        details: [
          'Lenses block 100% of UVA and UVB.',
          'Five-barrel hinges keep the fit snug for years.',
          'Ships in a protective hard case.',
        ],
        specs: [
          ['Frame', ['Cellulose acetate', 'Titanium', 'Bio-acetate']],
          ['Lens', ['Polarised CR-39', 'Mineral glass']],
          ['Fit', ['Medium', 'Wide']],
        ],
      },
    ],
  },
  {
    name: 'Beauty',
    description: 'Skincare, fragrance and makeup made with clean, effective ingredients.',
    scene: 'beauty',
    color: 6,
    closing: ['Dermatologically tested, vegan and never tested on animals.', 'Packaged in recyclable glass.'],
    subs: [
      {
        name: 'Skincare',
        description: 'Serums and oils with proven ingredients, in honest formulas.',
        motif: 'serum',
        colors: [1, 2, 3, 5, 6, 8, 10],
        prefixes: ['Hydrating', 'Vitamin C', 'Niacinamide', 'Retinol', 'Peptide', 'Squalane'],
        nouns: ['Serum', 'Face Oil', 'Booster', 'Night Serum', 'Essence'],
        price: [14, 82],
        delivery: [2, 4],
        addons: {
          size: {
            options: [
              ['30 ml', 0],
              ['50 ml', 12],
            ],
            present: 0.6,
            require: 1,
          },
        },
        features: [
          'Fragrance free',
          'Vegan',
          'Suitable for sensitive skin',
          'Recyclable glass bottle',
          'Dermatologist tested',
          'Lightweight texture',
        ],
        intros: [
          'The {name} absorbs quickly and leaves skin looking brighter and smoother.',
          'A lightweight {name} with a proven active at an effective concentration.',
          'The {name} is gentle enough for every day and every skin type.',
        ],
        details: [
          'Apply three drops to clean skin, morning and evening.',
          'Follow with moisturiser and, in the morning, sunscreen.',
          'Free from fragrance, parabens and essential oils.',
        ],
        specs: [
          ['Key ingredient', ['Hyaluronic acid', '15% vitamin C', '10% niacinamide', '0.3% retinol']],
          ['Skin type', ['All skin types', 'Dry and normal', 'Oily and combination']],
          ['Size', ['30 ml', '50 ml']],
        ],
      },
      {
        name: 'Fragrance',
        description: 'Eaux de parfum with layered, long-lasting notes.',
        motif: 'perfume',
        colors: [1, 2, 3, 5, 6, 8, 9, 10, 11],
        prefixes: ['Vetiver', 'Neroli', 'Santal', 'Rose & Pepper', 'Bergamot', 'Iris'],
        nouns: ['Eau de Parfum', 'Eau de Toilette', 'Parfum', 'Cologne'],
        price: [39, 190],
        delivery: [2, 4],
        addons: {
          size: {
            options: [
              ['50 ml', 0],
              ['100 ml', 55],
            ],
            present: 0.8,
            require: 1,
          },
          accessory: { options: [['Travel atomiser', 18], GIFT_WRAP], present: 0.4, require: 0, count: [1, 2] },
        },
        features: [
          'Long-lasting',
          'Vegan formula',
          'Refillable bottle',
          'Made in Grasse',
          'Free sample with every order',
        ],
        intros: [
          'The {name} opens bright and settles into a warm, intimate base.',
          'A modern classic: the {name} is fresh, woody and quietly memorable.',
          'The {name} was composed in Grasse by a perfumer with thirty years of craft.',
        ],
        details: [
          'Spray on pulse points and let it develop.',
          'The bottle is refillable; bring it back for a discount.',
          'Lasts six to eight hours on skin.',
        ],
        specs: [
          ['Top notes', ['Bergamot, pink pepper', 'Neroli, mandarin', 'Cardamom, lemon']],
          ['Heart', ['Rose, iris', 'Jasmine, orange blossom', 'Violet leaf']],
          ['Base', ['Vetiver, cedar', 'Sandalwood, amber', 'Musk, tonka']],
        ],
      },
      {
        name: 'Makeup',
        description: 'Lip colours in satin, matte and sheer finishes.',
        motif: 'lipstick',
        colors: [3, 6, 9, 11],
        prefixes: ['Satin', 'Matte', 'Sheer', 'Velvet', 'Glossy', 'Cream'],
        nouns: ['Lipstick', 'Lip Colour', 'Lip Balm Tint', 'Lip Crayon'],
        price: [9, 42],
        delivery: [2, 4],
        addons: {
          color: { present: 0.7, require: 1, count: [2, 4] },
        },
        features: ['Long wearing', 'Hydrating shea butter', 'Refillable case', 'Vegan', 'Buildable colour'],
        intros: [
          'The {name} glides on with rich, even colour and a comfortable feel.',
          'Buildable and hydrating, the {name} lasts from morning coffee to dinner.',
          'The {name} comes in a weighty, refillable metal case.',
        ],
        details: [
          'Enriched with shea butter and vitamin E.',
          'Refills click in and out in seconds.',
          'Every shade was tested on a wide range of skin tones.',
        ],
        specs: [
          ['Finish', ['Satin', 'Matte', 'Sheer', 'Cream']],
          ['Wear', ['Up to 8 hours', 'Up to 6 hours']],
          ['Weight', ['3.5 g']],
        ],
      },
      {
        name: 'Bath & Body',
        description: 'Hand washes, lotions and creams with botanical scents.',
        motif: 'lotion',
        colors: [1, 2, 3, 5, 6, 7, 8, 10],
        prefixes: ['Oat & Honey', 'Cedar & Sage', 'Citrus', 'Lavender', 'Rose Geranium', 'Eucalyptus'],
        nouns: ['Hand Wash', 'Body Lotion', 'Hand Cream', 'Body Wash'],
        price: [9, 38],
        delivery: [2, 4],
        addons: {
          size: {
            options: [
              ['300 ml', 0],
              ['500 ml', 8],
              ['Refill 1 L', 16],
            ],
            present: 0.5,
            require: 1,
          },
        },
        features: [
          'Plant-based formula',
          'Refill pouches available',
          'Gentle on skin',
          'Sulphate free',
          'Made with essential oils',
        ],
        intros: [
          'The {name} cleanses gently and leaves a soft, botanical scent.',
          'A rich, fast-absorbing {name} for hard-working hands.',
          'The {name} turns an everyday routine into a small moment of calm.',
        ],
        details: [
          'Formulated with aloe and glycerin to keep skin soft.',
          'Refill pouches use 80% less plastic.',
          'Made in small batches in our own lab.',
        ],
        specs: [
          ['Skin type', ['All skin types', 'Dry skin']],
          ['Scent', ['Oat, honey and almond', 'Cedar, sage and vetiver', 'Bergamot, lemon and neroli']],
          ['Size', ['300 ml', '500 ml']],
        ],
      },
    ],
  },
];

export const BADGES = [
  { text: 'New', bg_color: '#e3f4e8', text_color: '#1d6b3a' },
  { text: 'Sale', bg_color: '#c8372d', text_color: '#ffffff' },
  { text: 'Bestseller', bg_color: '#f4b942', text_color: '#3d2b05' },
  { text: 'Limited', bg_color: '#6b4bc2', text_color: '#ffffff' },
  { text: 'Eco', bg_color: '#dfeee3', text_color: '#24593a' },
] as const;
export const BADGE_NEW = 1;
export const BADGE_SALE = 2;
export const BADGE_BESTSELLER = 3;
export const BADGE_LIMITED = 4;
export const BADGE_ECO = 5;

export const USERS = [
  ['Ava', 'Chen'],
  ['Liam', 'Patel'],
  ['Sofia', 'Rossi'],
  ['Noah', 'Kim'],
  ['Maya', 'Johnson'],
  ['Ethan', 'Brooks'],
  ['Zara', 'Ahmed'],
  ['Lucas', 'Martin'],
  ['Chloe', 'Nguyen'],
  ['Omar', 'Haddad'],
  ['Isla', 'Murphy'],
  ['Jonas', 'Berg'],
] as const;

export const REVIEW_TEXT = {
  great: [
    'Absolutely love it.',
    'Exceeded my expectations.',
    'Great quality for the price.',
    'This is the second one I have bought, which says it all.',
    'Beautifully made and even nicer in person.',
    'Exactly what I was looking for.',
  ],
  byRoot: [
    [
      'The fabric feels substantial and the fit is true to size.',
      'Washed it a few times and it still looks new.',
      'The colour is exactly as pictured.',
    ],
    [
      'Fits perfectly and the stitching is excellent.',
      'Wore it all week and got compliments every day.',
      'Feels like it will last for years.',
    ],
    [
      'It looks even better in our living room than in the photos.',
      'Solid, well finished and worth every penny.',
      'Everyone who visits asks where it came from.',
    ],
    [
      'Setup took two minutes and the sound is superb.',
      'The battery easily lasts the whole week.',
      'Feels premium in the hand.',
    ],
    [
      'Took it on a week-long hike and it held up brilliantly.',
      'Light, tough and packs down small.',
      'Survived a very wet weekend without complaint.',
    ],
    [
      'Light texture, absorbs quickly and the scent is subtle.',
      'My skin has never felt better.',
      'A little goes a long way.',
    ],
  ],
  service: [
    'Packaging was lovely and it arrived a day early.',
    'Customer service answered my question within an hour.',
    'Delivery was quick and well tracked.',
  ],
  mixed: [
    'Nice overall, but a little smaller than I expected.',
    'Good quality, though delivery took longer than promised.',
    'Decent, but the colour is a shade darker than in the photos.',
    'Does the job. Not sure it is worth the full price.',
  ],
  poor: [
    'Not for me: the fit was off and I sent it back.',
    'Stopped working after a couple of weeks; the replacement was fine.',
    'Looked cheaper in person than in the photos.',
    'Arrived damaged. Support sorted it out, but it took a while.',
  ],
} as const;

export const TESTIMONIALS = [
  {
    user: 'Ava Chen',
    face: 3,
    content:
      'Everything I have ordered has been beautifully made and arrived faster than promised. It has become my first stop for gifts.',
  },
  {
    user: 'Omar Haddad',
    face: 13,
    content:
      'The headphones are fantastic and when I had a question, a real person answered within the hour. That is rare these days.',
  },
  {
    user: 'Isla Murphy',
    face: 7,
    content:
      'I furnished my reading corner from here: the armchair, the lamp and a very happy plant. It feels like a little boutique online.',
  },
] as const;

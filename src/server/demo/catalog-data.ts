import type { MotifName, SceneName } from './art/demo-art.js';

/**
 * The words the demo catalogue is built from. Generators in `generate.ts` combine them with a
 * seeded PRNG, so everything here is plain data: edit a list and the shop changes, deterministically.
 */

/**
 * One word of a product's name and the facts it fixes, so the copy agrees with the name: spec
 * values by label (an empty value leaves that spec out: wired headphones list no battery) and
 * features only that word brings ('Active noise cancelling' belongs to the noise-cancelling pair).
 */
export interface NameWord {
  word: string;
  facts?: Readonly<Record<string, string>>;
  features?: readonly string[];
}

/** A name word with its facts; `w('Cashmere', { Yarn: 'Grade A cashmere' })`. */
const w = (word: string, facts: Record<string, string> = {}, features: readonly string[] = []): NameWord => ({
  word,
  facts,
  features,
});

/** [name, extra price in dollars]; the first of a required group is what the page pre-selects. */
export type Option = readonly [string, number];

export interface AddonPlan {
  size?: { options: readonly Option[]; present: number; require: number };
  /** `black`: Black is offered too, after the colours drawn from the sub-category's palette. */
  color?: { present: number; require: number; count: readonly [number, number]; black?: boolean };
  accessory?: { options: readonly Option[]; present: number; require: number; count: readonly [number, number] };
  ship?: { kind: 'parcel' | 'freight'; present: number; require: number };
}

export interface SubDef {
  name: string;
  description: string;
  motif: MotifName;
  /** Palette indices the products (and their colour add-ons) are made in. */
  colors: readonly number[];
  /**
   * Name words: every prefix meets every noun. The noun picks the picture's shape (`form`, its
   * index), the prefix its surface (`finish`, its index), so no two names share a picture.
   */
  prefixes: readonly (string | NameWord)[];
  nouns: readonly (string | NameWord)[];
  price: readonly [number, number];
  delivery: readonly [number, number];
  addons: AddonPlan;
  /** Features any product of the sub-category may list; facts of one word belong to that word. */
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

const apparel = (present = 0.8, black = false): AddonPlan => ({
  size: { options: APPAREL_SIZES, present: 1, require: 1 },
  color: { present, require: 0.7, count: [2, 4], black },
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
        prefixes: [
          w('Linen', { Fabric: '100% linen' }),
          w('Silk', { Fabric: '100% mulberry silk', Care: 'Dry clean only' }),
          w('Poplin', { Fabric: 'Organic cotton poplin' }),
          w('Jersey', { Fabric: 'Lyocell jersey' }),
          w('Satin', { Fabric: 'Viscose satin', Care: 'Hand wash' }),
          w('Cotton Voile', { Fabric: 'Cotton voile' }),
        ],
        nouns: [
          w('Slip Dress', { Length: 'Midi, 118 cm' }, ['Adjustable straps']),
          w('Wrap Dress', { Length: 'Knee, 98 cm' }),
          w('Midi Dress', { Length: 'Midi, 118 cm' }, ['Falls below the knee']),
          w('Shirt Dress', { Length: 'Knee, 98 cm' }),
          w('Tiered Maxi Dress', { Length: 'Maxi, 135 cm' }, ['Falls to the ankle']),
        ],
        price: [59, 240],
        delivery: [2, 5],
        addons: apparel(0.9),
        features: ['Fully lined bodice', 'Side pockets', 'Hidden side zip', 'French seams throughout'],
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
          ['Care', ['Machine wash cold', 'Machine wash at 30°C']],
        ],
      },
      {
        name: 'Knitwear',
        description: 'Merino, cashmere and lambswool knits that get softer with every wear.',
        motif: 'sweater',
        colors: ALL_COLOURS,
        prefixes: [
          w('Merino', { Yarn: 'Extra-fine merino wool' }, ['Traceable wool']),
          w('Cashmere', { Yarn: 'Grade A cashmere', Care: 'Hand wash cold, dry flat' }),
          w('Lambswool', { Yarn: 'British lambswool' }, ['Traceable wool']),
          w('Cable-Knit', { Yarn: 'British lambswool', Gauge: '5 gauge chunky' }),
          w('Alpaca-Blend', { Yarn: 'Alpaca and merino blend', Care: 'Hand wash cold, dry flat' }),
          w('Organic Cotton', { Yarn: 'Organic cotton', Care: 'Machine wash at 30°C' }),
        ],
        nouns: ['Crew Sweater', 'Cardigan', 'Roll-Neck Jumper', 'V-Neck Sweater', 'Knit Vest'],
        price: [49, 280],
        delivery: [2, 5],
        addons: apparel(0.85),
        features: [
          'Ribbed hem',
          'Fully fashioned shoulders',
          'Pill-resistant yarn',
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
          ['Yarn', ['Extra-fine merino wool']],
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
        prefixes: [
          w('Organic Cotton', { Fabric: '100% organic cotton, 180 gsm' }, ['Organic cotton']),
          w('Slub', { Fabric: 'Slub cotton jersey, 160 gsm' }),
          w('Pima Cotton', { Fabric: 'Pima cotton, 160 gsm' }),
          w('Linen-Blend', { Fabric: 'Cotton-linen blend, 170 gsm' }),
          w('Heavyweight', { Fabric: 'Heavyweight cotton, 240 gsm' }),
          w('Ribbed', { Fabric: 'Ribbed cotton-modal, 200 gsm' }),
        ],
        nouns: [
          w('Crew Tee', { Fit: 'Regular' }),
          w('Boxy Tee', { Fit: 'Boxy' }),
          w('Pocket Tee', { Fit: 'Regular' }, ['Chest pocket']),
          w('Long-Sleeve Top', { Fit: 'Slim' }),
          w('Tank Top', { Fit: 'Slim' }),
        ],
        price: [19, 64],
        delivery: [2, 4],
        addons: apparel(0.9, true),
        features: [
          'Pre-shrunk',
          'Double-stitched hems',
          'Tagless neck label',
          'Holds its shape wash after wash',
          'Soft-touch finish',
        ],
        intros: [
          'The {name} is cut from a dense, smooth knit that drapes rather than clings.',
          'Every wardrobe needs a {name}: simple, well made, and right with everything.',
          'We spent a year perfecting the {name}, from the neckline to the weight of the fabric.',
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
        prefixes: [
          w('Leather', { Material: 'Full-grain leather' }, ['Vegetable-tanned leather']),
          w('Canvas', { Material: 'Waxed cotton canvas' }),
          w('Suede', { Material: 'Italian suede' }),
          w('Woven', { Material: 'Hand-woven raffia' }),
          w('Nylon', { Material: 'Recycled nylon' }, ['Water-resistant shell']),
          w('Pebbled Leather', { Material: 'Pebbled calf leather' }, ['Vegetable-tanned leather']),
        ],
        nouns: [
          w('Tote', { Closure: 'Magnetic snap', Dimensions: '38 × 30 × 14 cm' }, ['Fits a 14" laptop']),
          w('Shoulder Bag', { Closure: 'Flap with magnetic snap', Dimensions: '26 × 20 × 9 cm' }),
          w('Bucket Bag', { Closure: 'Drawstring', Dimensions: '24 × 28 × 18 cm' }),
          w('Weekender', { Closure: 'Zip top', Dimensions: '50 × 28 × 24 cm' }, ['Fits a 14" laptop']),
          w('Market Tote', { Closure: 'Open top', Dimensions: '40 × 38 × 16 cm' }),
        ],
        price: [39, 420],
        delivery: [2, 6],
        addons: {
          color: { present: 0.8, require: 0.5, count: [2, 3], black: true },
          accessory: {
            options: [['Dust bag', 0], ['Monogram', 15], ['Detachable strap', 29], GIFT_WRAP],
            present: 0.5,
            require: 0,
            count: [1, 3],
          },
          ship: { kind: 'parcel', present: 0.3, require: 0 },
        },
        features: ['Inner zip pocket', 'Reinforced handles', 'Water-resistant lining', 'Brass hardware'],
        intros: [
          'Roomy enough for a day’s worth of essentials, the {name} keeps everything in order.',
          'The {name} is structured enough to stand on its own and soft enough to carry all day.',
          'A {name} made to be carried every day and to look better for it.',
        ],
        details: [
          'Handles are stitched and riveted for strength.',
          'Inside, a zip pocket and two slip pockets keep the small things close.',
          'Made by a third-generation family workshop.',
        ],
        specs: [
          ['Material', ['Full-grain leather']],
          ['Dimensions', ['38 × 30 × 14 cm']],
          ['Closure', ['Magnetic snap']],
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
        prefixes: [
          w('Oxford', { Fabric: 'Oxford cotton' }),
          w('Linen', { Fabric: 'European linen' }),
          w('Flannel', { Fabric: 'Brushed cotton flannel' }),
          w('Chambray', { Fabric: 'Cotton chambray' }),
          w('Poplin', { Fabric: 'Cotton poplin' }),
          w('Corduroy', { Fabric: 'Fine-wale cotton corduroy', Care: 'Machine wash at 30°C, inside out' }),
        ],
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
          'Collar and cuffs are unlined, so they stay soft.',
          'Side gussets reinforce the hem where shirts usually wear first.',
          'Pre-washed, so the size you buy is the size you keep.',
        ],
        specs: [
          ['Fabric', ['Oxford cotton']],
          ['Fit', ['Regular', 'Slim', 'Relaxed']],
          ['Care', ['Machine wash at 40°C', 'Iron on medium']],
        ],
      },
      {
        name: 'Hoodies & Sweats',
        description: 'Loopback cotton hoodies and sweatshirts for off-duty days.',
        motif: 'hoodie',
        colors: ALL_COLOURS,
        prefixes: [
          w('Loopback', { Fabric: 'Cotton loopback' }),
          w('Brushed Fleece', { Fabric: 'Cotton fleece, brushed' }, ['Brushed inside']),
          w('Organic Cotton', { Fabric: '100% organic cotton loopback' }),
          w('Garment-Dyed', { Fabric: 'Garment-dyed cotton loopback' }),
          w('Heavyweight', { Fabric: 'Cotton loopback', Weight: '460 gsm' }),
          w('Waffle', { Fabric: 'Cotton waffle', Weight: '340 gsm' }),
        ],
        nouns: [
          w('Hoodie', {}, ['Double-layer hood', 'Kangaroo pocket']),
          w('Zip Hoodie', {}, ['Double-layer hood', 'Two-way zip']),
          w('Crew Sweatshirt', {}, ['Crew neck with a V insert']),
          w('Half-Zip Sweat', {}, ['Stand collar with a metal zip']),
          w('Lounge Hoodie', { Fit: 'Relaxed' }, ['Double-layer hood', 'Flat drawcords']),
        ],
        price: [45, 130],
        delivery: [2, 5],
        addons: apparel(0.8),
        features: ['Ribbed cuffs and hem', 'Coverstitched seams', 'Pre-shrunk'],
        intros: [
          'The {name} is made from dense cotton that holds its shape.',
          'Our {name} is the one you’ll live in from October to April.',
          'Cosy, sturdy and cut with a modern fit: meet the {name}.',
        ],
        details: [
          'Cuffs and hem are ribbed, so it keeps its shape.',
          'Knitted and sewn in Portugal.',
          'Wash inside out to keep the colour rich.',
        ],
        specs: [
          ['Fabric', ['Cotton loopback']],
          ['Weight', ['380 gsm', '400 gsm']],
          ['Fit', ['Regular', 'Relaxed']],
        ],
      },
      {
        name: 'Outerwear',
        description: 'Puffers, parkas and field jackets built for real weather.',
        motif: 'jacket',
        colors: [0, 1, 2, 3, 4, 5, 7, 9, 10, 11],
        prefixes: [
          w('Down', { Fill: '650 fill power down' }, ['Responsibly sourced down']),
          w('Recycled', { Shell: 'Recycled nylon ripstop', Fill: 'Recycled synthetic insulation' }),
          w('Quilted', { Fill: 'Recycled synthetic insulation' }),
          w('Waxed', { Shell: 'Waxed cotton', Fill: 'Unlined' }),
          w('Lightweight', { Shell: 'Recycled nylon ripstop', Fill: 'Recycled synthetic insulation, 60 g' }, [
            'Packs into its own pocket',
          ]),
          w('Insulated', { Fill: 'Recycled synthetic insulation' }),
        ],
        nouns: ['Puffer Jacket', 'Liner Jacket', 'Field Jacket', 'Parka', 'Gilet'],
        price: [89, 480],
        delivery: [2, 6],
        addons: { ...apparel(0.85), ship: { kind: 'parcel', present: 0.5, require: 0 } },
        features: ['Water-repellent finish', 'Two-way zip', 'Storm flap', 'Adjustable hem'],
        intros: [
          'Warm, light and packable, the {name} is ready for whatever the forecast says.',
          'The {name} is built for cold mornings and long walks.',
          'A technical {name} with a clean, city-ready look.',
        ],
        details: [
          'Seams are taped where the rain hits first.',
          'The shell sheds light rain and wind.',
          'Interior pockets keep your phone warm and your keys safe.',
        ],
        specs: [
          ['Shell', ['Recycled nylon ripstop', 'Recycled polyester']],
          ['Fill', ['Recycled synthetic insulation']],
          ['Fit', ['Regular, fits over a knit', 'Relaxed']],
        ],
      },
      {
        name: 'Sneakers',
        description: 'Court classics and everyday runners, made to last.',
        motif: 'sneaker',
        colors: [0, 1, 2, 3, 4, 7, 8, 9, 10, 11],
        prefixes: [
          w('Court', { Upper: 'Full-grain leather' }),
          w('Canvas', { Upper: 'Organic canvas' }),
          w('Suede', { Upper: 'Suede' }),
          w('Leather', { Upper: 'Full-grain leather' }, ['Leather lining']),
          w('Knit', { Upper: 'Recycled knit' }),
          w('Retro', { Upper: 'Suede and nylon' }),
        ],
        nouns: [
          w('Low Sneaker', { Sole: 'Natural rubber cupsole' }, ['Stitched cupsole']),
          w('High-Top', { Sole: 'Natural rubber cupsole' }, ['Padded ankle collar']),
          w('Runner', { Sole: 'EVA foam with rubber outsole' }),
          w('Trainer', { Sole: 'EVA foam with rubber outsole' }),
          w('Slip-On', { Sole: 'Natural rubber cupsole' }, ['Elastic side gussets']),
        ],
        price: [69, 240],
        delivery: [2, 6],
        addons: {
          size: { options: SHOE_SIZES, present: 1, require: 1 },
          color: { present: 0.6, require: 0.5, count: [2, 3], black: true },
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
        features: ['Cushioned footbed', 'Removable insole', 'Padded tongue'],
        intros: [
          'The {name} pairs a timeless silhouette with all-day comfort.',
          'Clean lines, a cushioned sole and premium materials: the {name} does it all.',
          'Designed in our studio, the {name} is a modern take on a classic.',
        ],
        details: [
          'Every pair is checked by hand before it ships.',
          'A removable footbed moulds to your foot over time.',
          'Runs true to size.',
        ],
        specs: [
          ['Upper', ['Full-grain leather']],
          ['Sole', ['Natural rubber cupsole']],
          ['Made in', ['Portugal', 'Italy', 'Vietnam']],
        ],
      },
      {
        name: 'Watches',
        description: 'Mechanical and quartz watches with clean, legible dials.',
        motif: 'watch',
        colors: [0, 1, 3, 4, 7, 9, 10],
        prefixes: [
          w('Field', { 'Water resistance': '100 m' }, ['Luminous hands']),
          w('Diver', { 'Water resistance': '200 m', Movement: 'Automatic, 42-hour reserve' }, [
            'Screw-down crown',
            'Rotating bezel',
          ]),
          w('Dress', { 'Water resistance': '50 m', Movement: 'Hand-wound' }),
          w('Chronograph', { Movement: 'Swiss quartz chronograph' }, ['Stopwatch to 1/10 second']),
          w('Minimalist', { Movement: 'Swiss quartz' }),
          w('Automatic', { Movement: 'Automatic, 42-hour reserve' }, ['Exhibition case back']),
        ],
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
        features: ['Sapphire crystal', 'Quick-release strap', 'Two-year warranty'],
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
          ['Movement', ['Swiss quartz', 'Automatic, 42-hour reserve']],
          ['Case', ['316L stainless steel', 'Brushed titanium', 'Gold-tone steel']],
          ['Water resistance', ['50 m', '100 m']],
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
        prefixes: [
          w('Walnut', { Materials: 'Solid walnut and linen' }),
          w('Ceramic', { Materials: 'Glazed stoneware and linen' }, ['Hand-glazed base']),
          w('Brass', { Materials: 'Solid brass and linen' }),
          w('Linen', { Materials: 'Powder-coated steel and linen' }, ['Linen shade']),
          w('Oak', { Materials: 'Solid oak and linen' }),
          w('Travertine', { Materials: 'Travertine and cotton' }),
        ],
        nouns: [
          w('Table Lamp', { Height: '56 cm' }),
          w('Desk Lamp', { Height: '48 cm' }, ['Adjustable arm and head']),
          w('Bedside Lamp', { Height: '38 cm' }),
          w('Floor Lamp', { Height: '150 cm' }, ['Foot switch']),
          w('Mushroom Lamp', { Height: '34 cm' }, ['Glows through its dome']),
        ],
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
        features: ['Warm 2700 K light', 'Dimmable', 'Braided fabric cable', 'E27 bulb fitting'],
        intros: [
          'The {name} casts a soft, even glow that makes any corner feel inviting.',
          'Hand finished in small batches, the {name} is as beautiful switched off as on.',
          'The {name} brings a sculptural touch to any room.',
        ],
        details: [
          'The base is weighted so it stays steady.',
          'Works with any E27 bulb; we recommend a warm 2700 K LED.',
          'A braided cable and inline switch complete the look.',
        ],
        specs: [
          ['Materials', ['Glazed stoneware and linen']],
          ['Height', ['48 cm']],
          ['Bulb', ['E27, max 40 W']],
        ],
      },
      {
        name: 'Kitchen & Dining',
        description: 'Stoneware mugs, cups and plates, made for everyday rituals.',
        motif: 'mug',
        colors: ALL_COLOURS,
        prefixes: [
          w('Stoneware', { Material: 'Stoneware' }, ['Microwave safe']),
          w('Speckled', { Material: 'Speckled stoneware' }, ['Unglazed foot shows the speckled clay']),
          w('Hand-Thrown', { Material: 'Stoneware', Care: 'Hand wash recommended' }, ['Hand-thrown']),
          w('Enamel', { Material: 'Enamelled steel', Care: 'Hand wash recommended' }, ['Unbreakable']),
          w('Glazed', { Material: 'Glazed stoneware' }, ['Microwave safe']),
          w('Porcelain', { Material: 'Porcelain' }, ['Microwave safe']),
        ],
        nouns: [
          w('Mug', { Capacity: '350 ml' }),
          w('Coffee Cup', { Capacity: '250 ml' }),
          w('Latte Mug', { Capacity: '450 ml' }),
          w('Tea Cup', { Capacity: '250 ml' }),
          w('Espresso Cup', { Capacity: '90 ml' }),
        ],
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
        features: ['Lead-free', 'Stackable', 'Comfortable, wide handle', 'Finished by hand'],
        intros: [
          'The {name} fits perfectly in the hand and keeps your coffee warm for longer.',
          'Each {name} is finished by hand, so no two are quite alike.',
          'The {name}: a small daily pleasure for your morning coffee or evening tea.',
        ],
        details: [
          'Thick walls hold the heat.',
          'Made to stack neatly in a cupboard.',
          'Each piece is checked by hand before it ships.',
        ],
        specs: [
          ['Material', ['Stoneware']],
          ['Capacity', ['350 ml']],
          ['Care', ['Dishwasher safe']],
        ],
      },
      {
        name: 'Plants & Pots',
        description: 'Easy-care plants and planters to bring a little green indoors.',
        motif: 'plant',
        colors: [1, 2, 3, 4, 5, 6, 8, 9, 10, 11],
        prefixes: [
          w('Terracotta', { Material: 'Terracotta' }),
          w('Glazed', { Material: 'Glazed stoneware' }, ['Hand glazed']),
          w('Concrete', { Material: 'Cast concrete' }, ['Frost resistant']),
          w('Ceramic', { Material: 'Glazed stoneware' }, ['Hand glazed']),
          w('Self-Watering', { Material: 'Recycled plastic with a water reservoir' }, ['Water once a fortnight']),
          w('Ribbed', { Material: 'Terracotta' }),
        ],
        nouns: [
          w('Planter', { Light: '' }),
          w('Plant Pot', { Light: '' }),
          w('Snake Plant & Pot', { Light: 'Tolerates low light' }, ['Includes care card', 'Keep away from pets']),
          w('Rubber Plant & Pot', { Light: 'Bright, indirect light' }, ['Includes care card', 'Keep away from pets']),
          w('Herb Pot', { Light: 'Bright, direct light' }),
        ],
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
        features: ['Drainage hole', 'Easy care', 'Rubber feet protect the shelf'],
        intros: [
          'The {name} brings a touch of green to shelves, desks and windowsills.',
          'Low maintenance and high impact: the {name} thrives with minimal fuss.',
          'Simple, sturdy and the right size for most shelves: the {name}.',
        ],
        details: [
          'Sizes are the pot’s diameter; a nursery pot of that size fits inside.',
          'A drainage hole keeps roots healthy.',
          'Every order is packed by hand and ships in a compostable sleeve.',
        ],
        specs: [
          ['Material', ['Terracotta']],
          ['Light', ['Bright, indirect light']],
          ['Drainage', ['A hole in the base, with a cork plug']],
          ['Care', ['Wipe with a damp cloth']],
        ],
      },
      {
        name: 'Furniture',
        description: 'Armchairs and lounge chairs, upholstered to order.',
        motif: 'chair',
        colors: [0, 1, 2, 3, 4, 5, 6, 7, 9, 10],
        prefixes: [
          w('Bouclé', { Upholstery: 'Wool bouclé' }, ['Removable cushion covers']),
          w('Velvet', { Upholstery: 'Cotton velvet' }, ['Removable cushion covers']),
          w('Linen', { Upholstery: 'Washed linen' }, ['Removable cushion covers']),
          w('Leather', { Upholstery: 'Aniline leather' }, ['Leather softens with use']),
          w('Wool', { Upholstery: 'Wool felt' }),
          w('Cord', { Upholstery: 'Cotton corduroy' }),
        ],
        nouns: ['Armchair', 'Lounge Chair', 'Accent Chair', 'Reading Chair', 'Club Chair'],
        price: [180, 900],
        delivery: [7, 10],
        addons: {
          color: { present: 1, require: 1, count: [3, 4] },
          ship: { kind: 'freight', present: 1, require: 1 },
        },
        features: [
          'Solid oak legs',
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
          'Seat cushions can be turned to wear evenly.',
        ],
        specs: [
          ['Frame', ['Kiln-dried beech', 'Solid oak']],
          ['Dimensions', ['W 78 × D 82 × H 76 cm', 'W 84 × D 88 × H 80 cm']],
          ['Upholstery', ['Wool bouclé']],
        ],
      },
      {
        name: 'Candles & Scents',
        description: 'Hand-poured candles in natural wax with clean, layered fragrances.',
        motif: 'candle',
        colors: ALL_COLOURS,
        prefixes: [
          w('Fig & Cedar', { Notes: 'Fig leaf, cedar, musk' }),
          w('Amber & Oud', { Notes: 'Amber, oud, vanilla' }),
          w('Sea Salt', { Notes: 'Sea salt, sage, driftwood' }),
          w('Wild Mint', { Notes: 'Wild mint, basil, vetiver' }),
          w('Tobacco & Vanilla', { Notes: 'Tobacco leaf, vanilla, tonka' }),
          w('Orange Blossom', { Notes: 'Orange blossom, neroli, white musk' }),
        ],
        nouns: [
          w('Candle', { 'Burn time': '50 hours' }),
          w('Scented Candle', { 'Burn time': '50 hours' }),
          w('Travel Candle', { 'Burn time': '20 hours' }, ['Tin with a lid']),
          w('Three-Wick Candle', { 'Burn time': '70 hours' }),
        ],
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
        features: ['Cotton wick', 'Phthalate-free fragrance', 'Reusable vessel', 'Hand poured'],
        intros: [
          'The {name} fills a room with a warm, layered fragrance.',
          'Hand poured in small batches, the {name} burns clean and even.',
          'Light the {name} and let the day slow down.',
        ],
        details: [
          'Trim the wick to 5 mm before each burn.',
          'The vessel makes a lovely pot once the candle is finished.',
          'A thoughtful gift, ready to give.',
        ],
        specs: [
          ['Wax', ['Natural soy', 'Coconut and rapeseed']],
          ['Burn time', ['50 hours']],
          ['Notes', ['Fig leaf, cedar, musk']],
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
        prefixes: [
          w('Wireless', { Connection: 'Bluetooth 5.3, USB-C, 3.5 mm' }, ['Multipoint Bluetooth', 'USB-C fast charge']),
          w('Studio', { Connection: 'Wired, 3.5 mm and 6.3 mm', Battery: '' }, [
            'Closed-back design',
            'Detachable cable',
          ]),
          w('Noise-Cancelling', { Connection: 'Bluetooth 5.3, USB-C, 3.5 mm' }, [
            'Active noise cancelling',
            'USB-C fast charge',
          ]),
          w('Travel', { Connection: 'Bluetooth 5.3, USB-C, 3.5 mm' }, ['Active noise cancelling', 'Folds flat']),
          w('Open-Back', { Connection: 'Wired, 3.5 mm and 6.3 mm', Battery: '', Drivers: 'Planar magnetic' }, [
            'Open-back design',
            'Detachable cable',
          ]),
          w('Foldable', { Connection: 'Bluetooth 5.3, USB-C, 3.5 mm' }, ['Folds flat', 'Multipoint Bluetooth']),
        ],
        nouns: ['Headphones', 'Over-Ear Headphones', 'Monitor Headphones', 'On-Ear Headphones'],
        price: [39, 199],
        delivery: [2, 5],
        addons: {
          color: { present: 0.7, require: 0.5, count: [2, 3], black: true },
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
        features: ['Memory-foam ear cushions', 'Replaceable ear pads', 'Lightweight headband'],
        intros: [
          'The {name} delivers rich, detailed sound with all-day comfort.',
          'The {name} keeps up with a long day, from the commute to the last track at night.',
          'Tuned by sound engineers, the {name} is as at home in the studio as on the train.',
        ],
        details: [
          'The headband is padded with soft memory foam.',
          'Memory-foam cushions stay comfortable for hours.',
          'Every pair is tested by hand before it ships.',
        ],
        specs: [
          ['Battery', ['30 hours', '40 hours', '60 hours']],
          ['Drivers', ['40 mm dynamic', '50 mm dynamic']],
          ['Connection', ['Bluetooth 5.3, USB-C, 3.5 mm']],
          ['Weight', ['250 g', '290 g', '320 g']],
        ],
      },
      {
        name: 'Phones',
        description: 'Unlocked smartphones with great cameras and batteries that last.',
        motif: 'phone',
        colors: [0, 1, 2, 4, 6, 8, 9],
        prefixes: ['Nova', 'Aero', 'Lumen', 'Orbit', 'Vela', 'Pulse'],
        nouns: [
          w('Phone', { Display: '6.1" OLED, 120 Hz', Camera: '50 MP wide, 12 MP ultra-wide' }),
          w('Phone Pro', { Display: '6.1" OLED, 120 Hz', Camera: '48 MP triple camera' }, ['Triple camera system']),
          w('Phone Mini', { Display: '5.4" OLED, 60 Hz', Battery: '3,200 mAh' }),
          w('Phone Max', { Display: '6.7" OLED, 120 Hz', Camera: '48 MP triple camera', Battery: '5,000 mAh' }, [
            'Triple camera system',
          ]),
          w('Phone Lite', { Display: '6.1" OLED, 60 Hz', Camera: '50 MP wide, 12 MP ultra-wide' }),
        ],
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
        features: ['All-day battery', '5G', 'Face unlock', 'IP68 water resistance'],
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
          ['Display', ['6.1" OLED, 120 Hz']],
          ['Camera', ['50 MP wide, 12 MP ultra-wide']],
          ['Battery', ['4,300 mAh']],
        ],
      },
      {
        name: 'Speakers',
        description: 'Bookshelf and wireless speakers with room-filling sound.',
        motif: 'speaker',
        colors: [0, 1, 2, 4, 7, 10, 11],
        prefixes: [
          w('Bookshelf', {}),
          w('Walnut', {}, ['Real walnut veneer']),
          w('Active', { Power: '2 × 50 W' }, ['Built-in amplifier']),
          w('Compact', { Drivers: '4" full range', Power: '2 × 30 W' }),
          w('Studio', { Inputs: 'XLR, TRS, RCA' }, ['Built-in amplifier']),
          w('Wireless', { Inputs: 'Wi-Fi, HDMI ARC, USB-C' }, ['Wi-Fi and Bluetooth', 'HDMI ARC']),
        ],
        nouns: ['Speaker', 'Speaker Pair', 'Stereo Speakers', 'Monitor Speaker'],
        price: [49, 239],
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
        features: ['Room calibration', 'Stereo pairing', 'Front-facing bass port'],
        intros: [
          'The {name} fills the room with warm, balanced sound.',
          'Small on the shelf, big on sound: the {name} surprises everyone who hears it.',
          'The {name} is built around a custom woofer and silk-dome tweeter.',
        ],
        details: [
          'Pair two for true stereo.',
          'Room calibration tunes the sound to your space.',
          'The cabinet is braced inside to keep the bass tight.',
        ],
        specs: [
          ['Drivers', ['5.25" woofer, 1" tweeter', '4" full range']],
          ['Power', ['2 × 50 W', '2 × 30 W']],
          ['Inputs', ['Bluetooth, optical, RCA']],
        ],
      },
      {
        name: 'Cameras',
        description: 'Compact and mirrorless cameras for everyday stories.',
        motif: 'camera',
        colors: [0, 1, 3, 4, 5, 7, 10],
        prefixes: [
          w('Compact', { Sensor: '20 MP one-inch' }),
          w('Mirrorless', { Sensor: '26 MP APS-C' }, ['In-body stabilisation']),
          w('Rangefinder', { Sensor: '24 MP APS-C' }, ['Optical viewfinder']),
          w('Travel', { Weight: '350 g' }),
          w('Street', { Weight: '350 g' }),
          w('Vlogging', { Video: '4K 60p' }, ['Flip-out screen']),
        ],
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
        features: ['4K video', 'Weather sealed', 'Touchscreen', 'USB-C charging'],
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
        prefixes: [
          w('Roll-Top', { Material: 'Recycled nylon ripstop' }, ['Roll-top closure']),
          w('Waxed Canvas', { Material: 'Waxed cotton canvas', Weight: '1.1 kg' }),
          w('Ripstop', { Material: 'Recycled nylon ripstop' }),
          w('Everyday', {}),
          w('Commuter', {}, ['Padded laptop sleeve']),
          w('Trail', { Material: 'Recycled nylon ripstop', Weight: '0.8 kg' }, ['Hip belt']),
        ],
        nouns: ['Backpack', 'Rucksack', 'Daypack', 'Travel Pack'],
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
          'Two sizes: pick the volume when you add it to the cart.',
        ],
        specs: [
          ['Material', ['Recycled nylon ripstop']],
          ['Back panel', ['Padded, ventilated mesh']],
          ['Weight', ['0.8 kg', '1.1 kg']],
        ],
      },
      {
        name: 'Bottles & Flasks',
        description: 'Insulated bottles that keep drinks cold for 24 hours.',
        motif: 'bottle',
        colors: ALL_COLOURS,
        prefixes: ['Insulated', 'Steel', 'Trail', 'Summit', 'Everyday', 'Wide-Mouth'],
        nouns: ['Bottle', 'Flask', 'Water Bottle', 'Sport Bottle'],
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
          ['Lid', ['Leak-proof screw cap', 'Leak-proof loop cap']],
        ],
      },
      {
        name: 'Camping',
        description: 'Tents and shelters for first-timers and seasoned hikers.',
        motif: 'tent',
        colors: [1, 2, 3, 4, 5, 7, 8, 10, 11],
        prefixes: [
          w('Ultralight', { Weight: '1.4 kg' }, ['Weighs under 1.5 kg']),
          w('Freestanding', { Weight: '1.9 kg' }),
          w('Alpine', { Season: '4-season', Weight: '2.6 kg' }, ['Snow skirts']),
          w('Basecamp', { Weight: '2.6 kg' }, ['Room to sit up']),
          w('Backpacking', { Weight: '1.9 kg' }),
          w('Trekking', { Weight: '1.4 kg' }),
        ],
        nouns: ['Tent', 'Dome Tent', 'Tunnel Tent', 'Hiking Tent'],
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
          'Colour-coded clips',
        ],
        intros: [
          'The {name} pitches in minutes and stands firm when the wind picks up.',
          'Light enough for long trails, roomy enough to sit out a storm: the {name}.',
          'The {name} is our go-to shelter for three-season adventures.',
        ],
        details: [
          'Colour-coded clips make pitching simple, even in the dark.',
          'Two doors mean nobody climbs over anybody.',
          'Seams are taped at the factory.',
        ],
        specs: [
          ['Weight', ['1.9 kg']],
          ['Season', ['3-season']],
          ['Poles', ['Aluminium, colour-coded']],
        ],
      },
      {
        name: 'Eyewear',
        description: 'Polarised sunglasses in acetate and metal frames.',
        motif: 'sunglasses',
        colors: [0, 3, 4, 5, 7, 9, 10, 11],
        prefixes: [
          w('Polarised', { Lens: 'Polarised CR-39' }, ['Polarised lenses']),
          w('Acetate', { Frame: 'Cellulose acetate' }, ['Hand-polished acetate']),
          w('Tortoiseshell', { Frame: 'Bio-acetate, tortoiseshell' }, ['Hand-polished acetate']),
          w('Round', {}),
          w('Square', { Fit: 'Wide' }),
          w('Aviator', { Frame: 'Titanium', Fit: 'Wide' }, ['Adjustable nose pads']),
        ],
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
        features: ['100% UV protection', 'Five-barrel hinges', 'Prescription ready'],
        intros: [
          'The {name} cuts glare and sharpens colour on bright days.',
          'Hand-finished frames and crisp lenses: the {name} is made to last.',
          'The {name} suits almost every face shape.',
        ],
        details: [
          'Lenses block 100% of UVA and UVB.',
          'Five-barrel hinges keep the fit snug for years.',
          'Each pair is fitted and checked by hand.',
        ],
        specs: [
          ['Frame', ['Cellulose acetate', 'Bio-acetate']],
          ['Lens', ['CR-39', 'Mineral glass']],
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
        prefixes: [
          w('Hydrating', { 'Key ingredient': 'Hyaluronic acid' }),
          w('Vitamin C', { 'Key ingredient': '15% vitamin C' }, ['Use in the morning, under sunscreen']),
          w('Niacinamide', { 'Key ingredient': '10% niacinamide' }),
          w('Retinol', { 'Key ingredient': '0.3% retinol' }, ['Use in the evening']),
          w('Peptide', { 'Key ingredient': 'Copper peptides' }),
          w('Squalane', { 'Key ingredient': 'Plant-derived squalane' }),
        ],
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
          'Apply three drops to clean skin.',
          'Follow with moisturiser and, in the morning, sunscreen.',
          'Free from fragrance, parabens and essential oils.',
        ],
        specs: [
          ['Key ingredient', ['Hyaluronic acid']],
          ['Free from', ['Fragrance, parabens and essential oils']],
          ['Skin type', ['All skin types', 'Dry and normal', 'Oily and combination']],
        ],
      },
      {
        name: 'Fragrance',
        description: 'Eaux de parfum with layered, long-lasting notes.',
        motif: 'perfume',
        colors: [1, 2, 3, 5, 6, 8, 9, 10, 11],
        prefixes: [
          w('Vetiver', { Base: 'Vetiver, cedar' }),
          w('Neroli', { 'Top notes': 'Neroli, mandarin' }),
          w('Santal', { Base: 'Sandalwood, amber' }),
          w('Rose & Pepper', { 'Top notes': 'Bergamot, pink pepper', Heart: 'Rose, iris' }),
          w('Bergamot', { 'Top notes': 'Bergamot, lemon' }),
          w('Iris', { Heart: 'Iris, violet leaf' }),
        ],
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
          ['Top notes', ['Cardamom, lemon', 'Pink pepper, mandarin']],
          ['Heart', ['Jasmine, orange blossom', 'Fig leaf, tea']],
          ['Base', ['Musk, tonka', 'Cedar, ambrette']],
        ],
      },
      {
        name: 'Makeup',
        description: 'Lip colours in satin, matte and sheer finishes.',
        motif: 'lipstick',
        colors: [3, 6, 9, 11],
        prefixes: [
          w('Satin', { Finish: 'Satin' }),
          w('Matte', { Finish: 'Matte', Wear: 'Up to 8 hours' }),
          w('Sheer', { Finish: 'Sheer', Wear: 'Up to 4 hours' }),
          w('Velvet', { Finish: 'Soft matte' }),
          w('Glossy', { Finish: 'High shine', Wear: 'Up to 4 hours' }),
          w('Cream', { Finish: 'Cream' }),
        ],
        nouns: ['Lipstick', 'Lip Colour', 'Lip Balm Tint', 'Lip Crayon'],
        price: [9, 42],
        delivery: [2, 4],
        addons: {
          color: { present: 0.7, require: 1, count: [2, 4] },
        },
        features: ['Long wearing', 'Hydrating shea butter', 'Refillable case', 'Vegan', 'Buildable colour'],
        intros: [
          'The {name} glides on with rich, even colour and a comfortable feel.',
          'Buildable and hydrating, the {name} feels like nothing on the lips.',
          'The {name} comes in a weighty, refillable metal case.',
        ],
        details: [
          'Enriched with shea butter and vitamin E.',
          'Refills click in and out in seconds.',
          'Every shade was tested on a wide range of skin tones.',
        ],
        specs: [
          ['Finish', ['Satin']],
          ['Wear', ['Up to 6 hours']],
          ['Weight', ['3.5 g']],
        ],
      },
      {
        name: 'Bath & Body',
        description: 'Hand washes, lotions and creams with botanical scents.',
        motif: 'lotion',
        colors: [1, 2, 3, 5, 6, 7, 8, 10],
        prefixes: [
          w('Oat & Honey', { Scent: 'Oat, honey and almond' }),
          w('Cedar & Sage', { Scent: 'Cedar, sage and vetiver' }),
          w('Citrus', { Scent: 'Bergamot, lemon and neroli' }),
          w('Lavender', { Scent: 'Lavender and chamomile' }),
          w('Rose Geranium', { Scent: 'Rose geranium and patchouli' }),
          w('Eucalyptus', { Scent: 'Eucalyptus and mint' }),
        ],
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
          'The {name} leaves skin soft and a botanical scent behind.',
          'A gentle {name} for skin that works hard.',
          'The {name} turns an everyday routine into a small moment of calm.',
        ],
        details: [
          'Formulated with aloe and glycerin to keep skin soft.',
          'Refill pouches use 80% less plastic.',
          'Made in small batches in our own lab.',
        ],
        specs: [
          ['Skin type', ['All skin types', 'Dry skin']],
          ['Scent', ['Oat, honey and almond']],
          ['Base', ['Aloe and glycerin']],
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

import type { InsiderBrand, RegionalStyle } from '@uniform/contracts';
import type { Department } from '../wardrobe/brand-catalogue.data';

/**
 * The style regions of the regional-style card (spec 2 §2.1 "Regional style context"): each with
 * what people there actually wear and 3–5 insider brands founded in, or closely tied to, the
 * region. Brands are real companies; price points use the dashboard's $ scale ($ under about $100
 * a piece, $$ about $100–300, $$$ above). 'united-states' is the fallback for a missing or
 * unknown ZIP, so its brands are national.
 */

export const REGION_IDS = [
  'new-york-city',
  'boston-southern-new-england',
  'northern-new-england',
  'upstate-new-york',
  'philadelphia-mid-atlantic',
  'washington-dc',
  'virginia-carolinas',
  'atlanta-southeast',
  'south-florida',
  'florida',
  'nashville-upper-south',
  'new-orleans-gulf-south',
  'ohio-western-pennsylvania',
  'chicago-midwest',
  'upper-midwest',
  'great-plains',
  'austin-central-texas',
  'houston-gulf-coast',
  'dallas-north-texas',
  'denver-mountain-west',
  'desert-southwest',
  'los-angeles-southern-california',
  'bay-area-northern-california',
  'portland-oregon',
  'seattle-washington',
  'hawaii',
  'alaska',
  'puerto-rico',
  'united-states',
] as const;
export type RegionId = (typeof REGION_IDS)[number];

/** The region of a missing, malformed or unassigned ZIP. */
export const GENERAL_REGION_ID: RegionId = 'united-states';

/** A region as stored: each insider brand also says who it dresses, which the analysis does not show. */
export interface RegionData extends Omit<RegionalStyle, 'insiderBrands'> {
  insiderBrands: (InsiderBrand & { department: Department })[];
}

export const REGIONS: Record<RegionId, RegionData> = {
  'new-york-city': {
    region: 'New York City & the Tri-State Area',
    culturalContext:
      'Four real seasons, long walks and the subway set the rules: a good overcoat, shoes you can cover miles in and layers that survive a hot platform and an air-conditioned office. Finance, law and media still reward sharp tailoring, while tech, fashion and the creative agencies run on elevated basics (a great knit, dark denim, clean leather sneakers). Black and navy are the city neutrals, and fit matters more than labels; people notice a tailored hem or a rare sneaker more than a logo.',
    insiderBrands: [
      {
        name: 'Todd Snyder',
        department: 'menswear',
        pricePoint: '$$-$$$',
        description:
          'New York menswear label known for its Italian-made suiting and reworked American classics.',
        culturalSignal:
          'Reads as someone who knows the Flatiron shop, not just the website: polished without trying.',
      },
      {
        name: 'Aimé Leon Dore',
        department: 'menswear',
        pricePoint: '$$$',
        description: 'Queens-born label mixing prep, 90s New York sportswear and European tailoring.',
        culturalSignal: 'The downtown creative-class uniform; recognized instantly by people who care.',
      },
      {
        name: 'Kith',
        department: 'both',
        pricePoint: '$$-$$$',
        description: 'Ronnie Fieg’s Brooklyn-born sneaker and streetwear shop and label.',
        culturalSignal: 'Sneaker literacy: signals you follow the drops without shouting about it.',
      },
      {
        name: 'Theory',
        department: 'both',
        pricePoint: '$$$',
        description: 'New York contemporary label built on precise, minimal workwear for women and men.',
        culturalSignal: 'The Midtown office standard: clean lines that work from meetings to dinner.',
      },
    ],
  },
  'boston-southern-new-england': {
    region: 'Boston & Southern New England',
    culturalContext:
      'Cold, wet winters and short summers on the Cape shape a practical, layered wardrobe: waxed jackets, quarter-zips, duck boots and wool. Universities, hospitals, biotech and finance dominate, so the look is smart-casual and understated, where an oxford shirt, chinos and a good sweater go almost anywhere. Old-money prep and academic tweed coexist with Kendall Square fleece vests; showing off is frowned on, quality and longevity are respected.',
    insiderBrands: [
      {
        name: 'Ball and Buck',
        department: 'menswear',
        pricePoint: '$$-$$$',
        description: 'Boston menswear and sporting brand making American-made shirts, outerwear and chinos.',
        culturalSignal:
          'Local, rugged-refined taste; a nod to the Back Bay shop and New England hunting heritage.',
      },
      {
        name: 'New Balance',
        department: 'both',
        pricePoint: '$$',
        description:
          'Boston-headquartered footwear brand that still makes some sneakers in New England factories.',
        culturalSignal: 'Hometown pride; the gray made-in-USA runner is a local default at every age.',
      },
      {
        name: 'Vineyard Vines',
        department: 'both',
        pricePoint: '$$',
        description: 'Preppy label founded on Martha’s Vineyard, known for whale-logo polos and ties.',
        culturalSignal: 'Coastal New England prep: sailing weekends and alumni events.',
      },
      {
        name: 'Sperry',
        department: 'both',
        pricePoint: '$$',
        description:
          'The original boat shoe, invented in Connecticut in 1935 and a New England staple since.',
        culturalSignal: 'Summer-on-the-water shorthand, from the Cape to Newport.',
      },
    ],
  },
  'northern-new-england': {
    region: 'Northern New England (Maine, Vermont, New Hampshire)',
    culturalContext:
      'Long snowy winters, mud season and outdoor life make function the first rule: wool, flannel, insulated boots and layers that handle a trailhead and a town meeting. The economy mixes small business, healthcare, tourism, craft food and remote professionals, and offices are casual; a good sweater and clean boots count as dressed up. Heritage and made-locally matter more than trends, and gear is expected to last decades.',
    insiderBrands: [
      {
        name: 'L.L.Bean',
        department: 'both',
        pricePoint: '$-$$',
        description: 'Freeport, Maine outfitter since 1912, home of the Bean Boot.',
        culturalSignal: 'The regional default; a well-worn Bean Boot says you actually live here.',
      },
      {
        name: 'Johnson Woolen Mills',
        department: 'both',
        pricePoint: '$$',
        description: 'Vermont mill making wool jackets, shirts and pants since 1842.',
        culturalSignal: 'Deep-local heritage; buffalo check from the mill, not the mall.',
      },
      {
        name: 'Timberland',
        department: 'both',
        pricePoint: '$$',
        description: 'New Hampshire boot maker whose yellow work boot became a global icon.',
        culturalSignal: 'Practical New England roots that also travel well to the city.',
      },
      {
        name: 'Quoddy',
        department: 'both',
        pricePoint: '$$-$$$',
        description: 'Maine maker of hand-sewn moccasins and boat shoes.',
        culturalSignal: 'Craft insider choice: hand-sewn in Maine and quietly expensive.',
      },
    ],
  },
  'upstate-new-york': {
    region: 'Upstate New York',
    culturalContext:
      'Lake-effect snow, humid summers and a real fall make outerwear and boots the backbone of the wardrobe. Healthcare, universities, advanced manufacturing and state government (Albany) drive the economy, and dress codes are business-casual: a quarter-zip or blazer over an open collar is standard. People value practicality and durability and are quick to spot anything that reads as trying too hard.',
    insiderBrands: [
      {
        name: 'Hickey Freeman',
        department: 'menswear',
        pricePoint: '$$$',
        description: 'Tailored clothing made in Rochester, New York since 1899.',
        culturalSignal: 'Local craft pride: a Rochester-made suit for the moments that matter.',
      },
      {
        name: 'Champion',
        department: 'both',
        pricePoint: '$',
        description:
          'Athletic-wear brand founded in Rochester in 1919, inventor of the Reverse Weave sweatshirt.',
        culturalSignal: 'Hometown heritage sportswear that pairs with everything casual.',
      },
      {
        name: 'Ray-Ban',
        department: 'both',
        pricePoint: '$$',
        description: 'Sunglasses created by Rochester’s Bausch & Lomb in 1937.',
        culturalSignal: 'A classic with a local origin story most people do not know.',
      },
      {
        name: 'Woolrich',
        department: 'both',
        pricePoint: '$$',
        description: 'Outdoor clothing maker founded in 1830 in the neighboring Pennsylvania woods.',
        culturalSignal: 'Northern Appalachian heritage: buffalo plaid and wool built for snowbelt winters.',
      },
    ],
  },
  'philadelphia-mid-atlantic': {
    region: 'Philadelphia & the Mid-Atlantic',
    culturalContext:
      'Humid summers and gray winters, with row-house neighborhoods and a walkable core. Healthcare, universities, pharma, law and finance keep a business-casual norm, while Baltimore and Philadelphia both have strong sports and streetwear cultures. The look is unpretentious and a little gritty: good denim, team heritage, a sharp blazer for the office, and suspicion of anything that feels like New York showing off.',
    insiderBrands: [
      {
        name: 'Mitchell & Ness',
        department: 'both',
        pricePoint: '$$',
        description: 'Philadelphia company famous for authentic throwback jerseys and caps.',
        culturalSignal: 'Sports-city pride with streetwear credibility.',
      },
      {
        name: 'Urban Outfitters',
        department: 'both',
        pricePoint: '$-$$',
        description:
          'Retailer founded near the University of Pennsylvania in 1970 and still based in Philadelphia.',
        culturalSignal: 'A hometown company that shaped a generation’s casual style.',
      },
      {
        name: 'Anthropologie',
        department: 'womenswear',
        pricePoint: '$$',
        description: 'Philadelphia-based label of eclectic, textured clothing and home goods.',
        culturalSignal: 'Creative-professional polish with a bohemian edge.',
      },
      {
        name: 'Under Armour',
        department: 'both',
        pricePoint: '$-$$',
        description: 'Baltimore performance-wear brand.',
        culturalSignal: 'Baltimore pride and an athletic, competitive energy.',
      },
      {
        name: 'Jos. A. Bank',
        department: 'menswear',
        pricePoint: '$$',
        description: 'Men’s tailored clothing founded in Baltimore in 1905.',
        culturalSignal: 'The practical suit for the Mid-Atlantic’s courts, hospitals and offices.',
      },
    ],
  },
  'washington-dc': {
    region: 'Washington DC & Northern Virginia',
    culturalContext:
      'Swampy summers and mild winters, a city of government, policy, law, consulting, defense contracting and associations. The dress code is the most conservative of any US metro: suits and sheath dresses on the Hill, navy and gray everywhere, a flag or college pin instead of a logo. Northern Virginia’s tech and contracting corridor is more business-casual, but credibility still comes from looking prepared, never flashy.',
    insiderBrands: [
      {
        name: 'Brooks Brothers',
        department: 'both',
        pricePoint: '$$-$$$',
        description: 'American clothier since 1818; has dressed most US presidents.',
        culturalSignal: 'Capitol Hill default: institutional credibility at a glance.',
      },
      {
        name: 'Hugh & Crye',
        department: 'menswear',
        pricePoint: '$$',
        description:
          'Shirt and suiting brand founded in Georgetown, sized by body shape rather than collar size.',
        culturalSignal:
          'The younger DC professional’s upgrade: a local brand that fits better than the standard.',
      },
      {
        name: 'Martin Greenfield Clothiers',
        department: 'menswear',
        pricePoint: '$$$',
        description: 'Brooklyn tailor that has made suits for several presidents.',
        culturalSignal: 'Power tailoring with presidential history; an insider’s made-to-measure choice.',
      },
      {
        name: 'M.M.LaFleur',
        department: 'womenswear',
        pricePoint: '$$-$$$',
        description: 'Workwear for women built around washable, wrinkle-resistant dresses and suiting.',
        culturalSignal: 'Popular with women in policy, law and consulting who travel and testify.',
      },
    ],
  },
  'virginia-carolinas': {
    region: 'Virginia & the Carolinas',
    culturalContext:
      'Hot, humid summers and mild winters reward linen, seersucker, cotton and breathable performance fabric. Banking in Charlotte, the Research Triangle’s tech and pharma, Richmond’s law and finance and a large military presence in Hampton Roads mean a business-casual professional base with a strong Southern prep streak: a pressed button-down, chinos, loafers, and a blazer for church, weddings and game day.',
    insiderBrands: [
      {
        name: 'Ledbury',
        department: 'menswear',
        pricePoint: '$$',
        description: 'Richmond, Virginia shirt maker known for fine fabrics and fit.',
        culturalSignal: 'A local, detail-literate choice over the national brands.',
      },
      {
        name: 'Peter Millar',
        department: 'menswear',
        pricePoint: '$$-$$$',
        description: 'Raleigh-based luxury golf and lifestyle brand.',
        culturalSignal: 'Country-club polish; the Carolina professional off the clock.',
      },
      {
        name: 'Southern Tide',
        department: 'menswear',
        pricePoint: '$$',
        description: 'Greenville, South Carolina brand of polos, shorts and coastal staples.',
        culturalSignal: 'Lowcountry prep: boat days, tailgates and rehearsal dinners.',
      },
      {
        name: 'Raleigh Denim Workshop',
        department: 'both',
        pricePoint: '$$$',
        description: 'Raleigh jeans made by hand from selvedge denim.',
        culturalSignal: 'Local craft and maker credibility in the Triangle.',
      },
    ],
  },
  'atlanta-southeast': {
    region: 'Atlanta & the Southeast',
    culturalContext:
      'Long, hot, humid summers and short mild winters; dress for heat and air-conditioning. Atlanta runs on logistics, media, film, finance, Fortune 500 headquarters and a powerful music and hip-hop culture, so two codes coexist: polished Southern professional (pressed shirts, sheath dresses, loafers) and a sneaker-literate, statement-making streetwear scene. Church, HBCU homecomings and SEC football all have their own dress codes, and presentation is taken seriously.',
    insiderBrands: [
      {
        name: 'Onward Reserve',
        department: 'menswear',
        pricePoint: '$$',
        description: 'Atlanta brand of Southern prep: performance polos, quarter-zips and chinos.',
        culturalSignal: 'The Buckhead and SEC-alumni uniform.',
      },
      {
        name: 'A Ma Maniére',
        department: 'both',
        pricePoint: '$$-$$$',
        description: 'Atlanta sneaker boutique and label known for coveted collaborations.',
        culturalSignal: 'Streetwear authority: signals real knowledge of Atlanta’s sneaker culture.',
      },
      {
        name: 'Spanx',
        department: 'womenswear',
        pricePoint: '$$',
        description: 'Atlanta company founded by Sara Blakely, now also making polished ready-to-wear.',
        culturalSignal: 'Hometown founder story; comfortable polish for long days.',
      },
      {
        name: 'Billy Reid',
        department: 'menswear',
        pricePoint: '$$$',
        description:
          'Designer from Florence, Alabama making relaxed, refined Southern menswear and womenswear.',
        culturalSignal: 'Design-literate Southern style that is never costume.',
      },
    ],
  },
  'south-florida': {
    region: 'Miami & South Florida',
    culturalContext:
      'Tropical heat and humidity year-round, with a rainy season from June to October: linen, light cotton, breathable knits and loafers without socks. Real estate, finance (a growing one), tourism, trade with Latin America and a large creative and nightlife scene shape the look, which is more colorful, fitted and body-conscious than the rest of the country. Cuban, Caribbean and South American influences show in guayaberas and bold prints; polish matters, and dressed up means sharp, not heavy.',
    insiderBrands: [
      {
        name: 'Perry Ellis',
        department: 'menswear',
        pricePoint: '$-$$',
        description: 'Miami-headquartered menswear company.',
        culturalSignal: 'Hometown polish tuned for the heat.',
      },
      {
        name: 'Cubavera',
        department: 'menswear',
        pricePoint: '$-$$',
        description: 'Miami label of guayaberas and Latin-inspired linen shirts.',
        culturalSignal: 'Cuban-American heritage: the guayabera works from office to wedding.',
      },
      {
        name: 'Lilly Pulitzer',
        department: 'womenswear',
        pricePoint: '$$',
        description: 'Colorful resort-wear label born in Palm Beach in 1959.',
        culturalSignal: 'Palm Beach resort tradition in unapologetic color.',
      },
      {
        name: 'Guy Harvey',
        department: 'menswear',
        pricePoint: '$',
        description: 'Marine-art apparel brand tied to South Florida’s sport-fishing culture.',
        culturalSignal: 'Boat-day and fishing-culture credibility.',
      },
    ],
  },
  florida: {
    region: 'Florida (Tampa, Orlando & Jacksonville)',
    culturalContext:
      'Hot, humid summers, afternoon storms and mild winters mean sun protection and breathable fabric above everything. Healthcare, tourism, defense, logistics, finance back offices and a large retiree and military population keep dress codes relaxed: a performance polo or linen shirt is business-casual, and a light blazer is formal. Beach, boating and fishing culture lead weekend style, and practical sunglasses are part of every outfit.',
    insiderBrands: [
      {
        name: 'Salt Life',
        department: 'both',
        pricePoint: '$',
        description: 'Jacksonville Beach brand of ocean-lifestyle apparel.',
        culturalSignal: 'The Florida coastal sticker-and-tee shorthand.',
      },
      {
        name: 'Costa Del Mar',
        department: 'both',
        pricePoint: '$$',
        description: 'Polarized sunglasses made for fishing, based in Daytona Beach.',
        culturalSignal: 'Angler credibility; locals wear them everywhere.',
      },
      {
        name: 'Ron Jon Surf Shop',
        department: 'both',
        pricePoint: '$',
        description: 'Cocoa Beach surf shop and label, a Florida landmark since 1963.',
        culturalSignal: 'Space Coast surf nostalgia.',
      },
    ],
  },
  'nashville-upper-south': {
    region: 'Nashville & the Upper South (Tennessee, Kentucky, West Virginia)',
    culturalContext:
      'Four seasons with hot summers, so a light jacket and boots cover most of the year. Nashville’s healthcare, music and entertainment industries, Louisville’s bourbon and manufacturing, and Appalachian heritage produce a mix of Western, Americana and Southern-prep style. Boots are acceptable almost everywhere, denim is a serious subject, and a well-cut jacket over a good shirt is business-appropriate in most rooms.',
    insiderBrands: [
      {
        name: 'Imogene + Willie',
        department: 'both',
        pricePoint: '$$$',
        description: 'Nashville denim shop and label in a converted gas station.',
        culturalSignal: 'Music-industry insider denim.',
      },
      {
        name: 'Draper James',
        department: 'womenswear',
        pricePoint: '$$',
        description: 'Reese Witherspoon’s Nashville label of Southern-feminine dresses and separates.',
        culturalSignal: 'Polished Southern charm with a hometown story.',
      },
      {
        name: 'Peter Nappi',
        department: 'both',
        pricePoint: '$$$',
        description: 'Nashville maker of Italian-made leather boots and bags.',
        culturalSignal: 'Refined boot culture for people who do not want a cowboy cliché.',
      },
      {
        name: 'Manuel',
        department: 'both',
        pricePoint: '$$$',
        description:
          'Manuel Cuevas’s Nashville atelier of embroidered Western suits worn by country legends.',
        culturalSignal: 'The Nashville stage-wear legend; a piece is a statement of serious commitment.',
      },
    ],
  },
  'new-orleans-gulf-south': {
    region: 'New Orleans & the Gulf South',
    culturalContext:
      'Subtropical heat and humidity for most of the year make seersucker, linen and breathable cotton practical, not nostalgic. Energy, ports, healthcare, tourism, hospitality and law drive the economy, and dress codes are relaxed but theatrical: a linen suit at a long lunch, costume-level creativity at Mardi Gras and second lines, and hunting, fishing and college-football wear everywhere else.',
    insiderBrands: [
      {
        name: 'Haspel',
        department: 'menswear',
        pricePoint: '$$-$$$',
        description: 'New Orleans clothier that popularized the seersucker suit in 1909.',
        culturalSignal: 'The original Gulf South summer suit.',
      },
      {
        name: 'KREWE',
        department: 'both',
        pricePoint: '$$',
        description: 'New Orleans eyewear brand named after the Mardi Gras krewes.',
        culturalSignal: 'Local creative class; a New Orleans story on your face.',
      },
      {
        name: 'Southern Marsh',
        department: 'menswear',
        pricePoint: '$$',
        description: 'Baton Rouge brand of performance and coastal-prep clothing.',
        culturalSignal: 'Louisiana outdoors and SEC tailgate staple.',
      },
      {
        name: 'Dirty Coast',
        department: 'both',
        pricePoint: '$',
        description: 'New Orleans T-shirt shop of local in-jokes and neighborhood pride.',
        culturalSignal: 'Only locals get the references.',
      },
    ],
  },
  'ohio-western-pennsylvania': {
    region: 'Ohio & Western Pennsylvania',
    culturalContext:
      'Cold, gray winters and warm, humid summers in a region of healthcare systems, manufacturing, insurance, retail headquarters and universities (Pittsburgh’s medicine and robotics, Columbus’s retail and insurance, Cleveland’s clinic). Dress codes are business-casual and practical: a quarter-zip, a good coat and sturdy shoes. Sports loyalty runs deep, and unpretentious value is respected more than labels.',
    insiderBrands: [
      {
        name: 'Abercrombie & Fitch',
        department: 'both',
        pricePoint: '$$',
        description: 'Headquartered near Columbus, now known for well-cut basics and denim.',
        culturalSignal: 'Columbus is a retail-industry town; this is the hometown giant.',
      },
      {
        name: 'Homage',
        department: 'both',
        pricePoint: '$',
        description: 'Columbus label of vintage-style Ohio sports and pop-culture tees.',
        culturalSignal: 'Ohio pride with a design eye.',
      },
      {
        name: 'American Eagle Outfitters',
        department: 'both',
        pricePoint: '$',
        description: 'Pittsburgh-headquartered denim and casual brand.',
        culturalSignal: 'The Pittsburgh hometown brand; jeans are the core.',
      },
      {
        name: 'Express',
        department: 'both',
        pricePoint: '$-$$',
        description: 'Columbus-based fashion brand for work and going out.',
        culturalSignal: 'Affordable office-ready polish, a Columbus company.',
      },
    ],
  },
  'chicago-midwest': {
    region: 'Chicago & the Midwest',
    culturalContext:
      'Brutal winters, windy shoulder seasons and humid summers: a serious coat, boots and smart layers are non-negotiable. Finance, trading, law, consulting, food and logistics give Chicago a polished business-casual core, while Detroit’s manufacturing and design revival adds workwear. The Midwestern ideal is understated, well-made and fairly priced; a great coat and good boots earn more respect than any logo.',
    insiderBrands: [
      {
        name: 'Hart Schaffner Marx',
        department: 'menswear',
        pricePoint: '$$-$$$',
        description: 'Chicago tailored-clothing maker since 1887.',
        culturalSignal: 'Chicago suit heritage; made here, not imported glamour.',
      },
      {
        name: 'Oak Street Bootmakers',
        department: 'menswear',
        pricePoint: '$$$',
        description: 'Chicago brand of American-made leather boots and shoes.',
        culturalSignal: 'Footwear insider choice; built for Chicago winters.',
      },
      {
        name: 'The Tie Bar',
        department: 'menswear',
        pricePoint: '$',
        description: 'Chicago-based brand of affordable ties, shirts and accessories.',
        culturalSignal: 'Smart value: sharp details without paying Michigan Avenue prices.',
      },
      {
        name: 'Shinola',
        department: 'both',
        pricePoint: '$$-$$$',
        description: 'Detroit maker of watches, leather goods and bicycles.',
        culturalSignal: 'Detroit revival pride.',
      },
      {
        name: 'Carhartt',
        department: 'both',
        pricePoint: '$-$$',
        description: 'Dearborn, Michigan workwear since 1889.',
        culturalSignal: 'Working-class authenticity, worn everywhere from job sites to gallery openings.',
      },
    ],
  },
  'upper-midwest': {
    region: 'Minneapolis & the Upper Midwest',
    culturalContext:
      'Some of the coldest winters in the country and short, green summers make wool, down, insulated boots and layering the everyday uniform. Medical devices, healthcare, retail headquarters, food companies and agriculture drive the economy, and the dress code is modest business-casual where a good sweater is office wear. “Minnesota nice” extends to clothing: practical, well-made, never flashy.',
    insiderBrands: [
      {
        name: 'Red Wing Shoes',
        department: 'both',
        pricePoint: '$$-$$$',
        description: 'Boots made in Red Wing, Minnesota since 1905.',
        culturalSignal: 'Heritage boots with real local roots.',
      },
      {
        name: 'Faribault Woolen Mill',
        department: 'both',
        pricePoint: '$$-$$$',
        description: 'Minnesota mill making wool blankets and accessories since 1865.',
        culturalSignal: 'Cold-climate heritage; a Faribault scarf is quiet local pride.',
      },
      {
        name: 'Allen Edmonds',
        department: 'menswear',
        pricePoint: '$$-$$$',
        description: 'Wisconsin maker of Goodyear-welted dress shoes.',
        culturalSignal: 'The Midwestern professional’s dress shoe, resoled for decades.',
      },
      {
        name: 'Lands’ End',
        department: 'both',
        pricePoint: '$-$$',
        description: 'Dodgeville, Wisconsin brand of durable classics.',
        culturalSignal: 'Practical value and family-catalog nostalgia.',
      },
      {
        name: 'Duluth Trading Co.',
        department: 'both',
        pricePoint: '$$',
        description: 'Wisconsin workwear brand known for tough, comfortable clothing.',
        culturalSignal: 'Hands-on competence.',
      },
    ],
  },
  'great-plains': {
    region: 'Kansas City, St. Louis & the Great Plains',
    culturalContext:
      'Hot summers, cold winters, wind and storms across Missouri, Kansas, Nebraska and Oklahoma. Agriculture, energy, logistics, engineering, insurance and healthcare keep dress codes practical business-casual; boots and denim are respectable, and a sport coat is dressing up. People value authenticity, local pride (barbecue, the Chiefs, the Cardinals) and fair prices over trends.',
    insiderBrands: [
      {
        name: 'Baldwin Denim',
        department: 'both',
        pricePoint: '$$$',
        description: 'Kansas City designer denim and apparel.',
        culturalSignal: 'Kansas City creative-class denim.',
      },
      {
        name: 'Charlie Hustle',
        department: 'both',
        pricePoint: '$',
        description: 'Kansas City brand of vintage-style heartland tees.',
        culturalSignal: '“KC Heart” local pride.',
      },
      {
        name: 'Buckle',
        department: 'both',
        pricePoint: '$$',
        description: 'Kearney, Nebraska retailer known for denim.',
        culturalSignal: 'The Plains mall staple; denim with a fit specialist.',
      },
    ],
  },
  'austin-central-texas': {
    region: 'Austin & Central Texas',
    culturalContext:
      'Long, hot summers (many 100°F days) and mild winters: breathable fabrics, short sleeves, sun hats and boots that can handle heat. Tech, state government, universities, music and a fast-growing startup scene make Austin the most casual big city in Texas: a good pocket tee, chinos, pearl-snap shirts and boots or clean sneakers go to most meetings. San Antonio adds military, healthcare and Tejano heritage; fiesta color and Western wear are worn with pride.',
    insiderBrands: [
      {
        name: 'Tecovas',
        department: 'both',
        pricePoint: '$$',
        description: 'Austin direct-to-consumer brand of handmade Western boots.',
        culturalSignal: 'Modern Texas: boots as everyday wear, not costume.',
      },
      {
        name: 'Criquet',
        department: 'menswear',
        pricePoint: '$$',
        description: 'Austin brand of organic-cotton golf shirts and casual classics.',
        culturalSignal: 'Laid-back Austin prep.',
      },
      {
        name: 'Howler Brothers',
        department: 'menswear',
        pricePoint: '$$',
        description: 'Austin brand of pearl-snap shirts and surf-and-outdoor gear.',
        culturalSignal: 'Hill Country outdoors with a wink.',
      },
      {
        name: 'Kendra Scott',
        department: 'womenswear',
        pricePoint: '$-$$',
        description: 'Austin jewelry brand known for colorful stones.',
        culturalSignal: 'The Texas signature accessory.',
      },
    ],
  },
  'houston-gulf-coast': {
    region: 'Houston & the Texas Gulf Coast',
    culturalContext:
      'Hot and very humid most of the year, with a hurricane season: lightweight suiting, breathable shirts and dressing for heavy air-conditioning indoors. Energy, the Texas Medical Center, NASA, ports and petrochemicals make Houston both corporate and international; energy executives still wear suits, while the medical and engineering world leans business-casual. The rodeo each spring turns Western wear into citywide formalwear.',
    insiderBrands: [
      {
        name: 'Tootsies',
        department: 'womenswear',
        pricePoint: '$$$',
        description: 'Houston luxury boutique for women’s designer fashion.',
        culturalSignal: 'River Oaks polish; the place for gala and event dressing.',
      },
      {
        name: 'M. Penner',
        department: 'menswear',
        pricePoint: '$$$',
        description: 'Houston menswear store since 1965.',
        culturalSignal: 'Where Houston’s executives and lawyers are fitted.',
      },
      {
        name: 'Francesca’s',
        department: 'womenswear',
        pricePoint: '$',
        description: 'Houston-founded boutique chain of affordable women’s fashion and accessories.',
        culturalSignal: 'Accessible hometown boutique style.',
      },
      {
        name: 'Cavender’s',
        department: 'both',
        pricePoint: '$$',
        description: 'Texas Western-wear retailer from Tyler.',
        culturalSignal: 'Where Houstonians gear up for rodeo season.',
      },
    ],
  },
  'dallas-north-texas': {
    region: 'Dallas–Fort Worth & North Texas',
    culturalContext:
      'Hot summers, mild winters and the odd ice storm. Corporate headquarters, finance, telecoms, real estate and energy make Dallas the most polished city in Texas: blowouts, tailoring, statement jewelry and well-kept boots; Fort Worth keeps its cattle-town Western roots. Appearance is part of doing business, so grooming and fit are noticed, and dressing down is riskier here than in Austin.',
    insiderBrands: [
      {
        name: 'Neiman Marcus',
        department: 'both',
        pricePoint: '$$$',
        description: 'Luxury department store founded in Dallas in 1907.',
        culturalSignal: 'Dallas luxury heritage.',
      },
      {
        name: 'Mizzen+Main',
        department: 'menswear',
        pricePoint: '$$',
        description: 'Dallas brand of performance-fabric dress shirts.',
        culturalSignal: 'Texas heat meets the boardroom.',
      },
      {
        name: 'Fossil',
        department: 'both',
        pricePoint: '$-$$',
        description: 'Watch and accessories brand from Richardson, Texas.',
        culturalSignal: 'Hometown accessories.',
      },
      {
        name: 'Haggar',
        department: 'menswear',
        pricePoint: '$',
        description: 'Dallas maker of slacks since 1926.',
        culturalSignal: 'Dependable Texas value.',
      },
    ],
  },
  'denver-mountain-west': {
    region: 'Denver & the Mountain West',
    culturalContext:
      'Dry, sunny, high-altitude weather with big temperature swings in a day: technical layers, a light puffer, sunglasses and boots or trail shoes. Outdoor recreation, energy, aerospace, tech and tourism (Denver, Salt Lake City, Boise, Bozeman, Jackson) shape the most casual dress code in the country, where fleece and a good flannel pass for office wear and gear quality is a status signal.',
    insiderBrands: [
      {
        name: 'Topo Designs',
        department: 'both',
        pricePoint: '$$',
        description: 'Denver brand of colorful packs and outdoor-inspired apparel.',
        culturalSignal: 'Urban-outdoor Colorado.',
      },
      {
        name: 'Smartwool',
        department: 'both',
        pricePoint: '$$',
        description: 'Merino base layers and socks from Steamboat Springs, Colorado.',
        culturalSignal: 'Ski-town practicality.',
      },
      {
        name: 'Cotopaxi',
        department: 'both',
        pricePoint: '$$',
        description: 'Salt Lake City outdoor gear with a giving-back mission.',
        culturalSignal: 'Colorful, values-led adventurer.',
      },
      {
        name: 'KÜHL',
        department: 'both',
        pricePoint: '$$',
        description: 'Salt Lake City maker of mountain and hiking apparel.',
        culturalSignal: 'Trail-ready credibility.',
      },
      {
        name: 'Kemo Sabe',
        department: 'both',
        pricePoint: '$$$',
        description: 'Aspen Western-wear shop known for custom cowboy hats.',
        culturalSignal: 'Mountain-town luxury Western.',
      },
    ],
  },
  'desert-southwest': {
    region: 'Phoenix & the Desert Southwest',
    culturalContext:
      'Extreme dry heat (Phoenix passes 110°F) and mild winters: linen, sun protection, light colors and breathable shoes. Healthcare, semiconductors, real estate, tourism, the military and, in Las Vegas, hospitality and entertainment drive a casual, practical dress code. Native American and Hispanic craft traditions (turquoise, silver, woven textiles) and Western wear are part of the local identity; buy from Native makers rather than imitations.',
    insiderBrands: [
      {
        name: 'Lucchese',
        department: 'both',
        pricePoint: '$$$',
        description: 'Handmade Western boots, founded in San Antonio in 1883 and made in El Paso.',
        culturalSignal: 'The serious boot of the Southwest.',
      },
      {
        name: 'State Forty Eight',
        department: 'both',
        pricePoint: '$',
        description: 'Arizona apparel brand of state-pride tees and hats.',
        culturalSignal: 'Local pride; Phoenix residents wear it everywhere.',
      },
      {
        name: 'OXDX',
        department: 'both',
        pricePoint: '$',
        description: 'Native-owned Arizona streetwear brand by Navajo designer Jared Yazzie.',
        culturalSignal: 'Contemporary Indigenous design; supporting Native makers.',
      },
      {
        name: 'Back at the Ranch',
        department: 'both',
        pricePoint: '$$$',
        description: 'Santa Fe shop of handmade custom cowboy boots.',
        culturalSignal: 'Santa Fe Western craft at its most personal.',
      },
    ],
  },
  'los-angeles-southern-california': {
    region: 'Los Angeles & Southern California',
    culturalContext:
      'Sunny, mild and dry most of the year, with cool evenings and a June gloom: light layers, T-shirts, denim, sneakers and sunglasses. Entertainment, tech, fashion manufacturing, ports, aerospace and biotech (San Diego) drive a culture where "casual" is carefully curated; a perfect tee, expensive sneakers and a good jacket can outrank a suit. Studio and agency meetings reward looking creative and expensive without looking formal.',
    insiderBrands: [
      {
        name: 'Buck Mason',
        department: 'menswear',
        pricePoint: '$$',
        description: 'Los Angeles brand of elevated American basics made largely in the US.',
        culturalSignal: 'The effortless LA T-shirt and denim uniform.',
      },
      {
        name: 'Reformation',
        department: 'womenswear',
        pricePoint: '$$',
        description: 'LA label of sustainable, feminine dresses and separates.',
        culturalSignal: 'Eco-conscious, camera-ready LA cool.',
      },
      {
        name: 'James Perse',
        department: 'both',
        pricePoint: '$$$',
        description: 'LA luxury basics in soft jersey and cashmere.',
        culturalSignal: 'Malibu-minimal: quiet wealth.',
      },
      {
        name: 'Fear of God',
        department: 'menswear',
        pricePoint: '$$$',
        description: 'Jerry Lorenzo’s LA label of elevated, relaxed luxury.',
        culturalSignal: 'Entertainment-industry insider luxury.',
      },
      {
        name: 'Stüssy',
        department: 'both',
        pricePoint: '$-$$',
        description: 'Southern California surf and streetwear brand founded in Laguna Beach.',
        culturalSignal: 'OG SoCal streetwear credibility.',
      },
    ],
  },
  'bay-area-northern-california': {
    region: 'San Francisco Bay Area & Northern California',
    culturalContext:
      'Mild year-round with fog, wind and microclimates; you pass three weathers in one day, so layers (a knit, a shirt-jacket, a light shell) beat any single coat. Tech, venture capital, biotech and universities set the most casual executive dress code in the world: merino, good denim, sneakers and a vest are boardroom-ready, while Sacramento and the Central Valley add government and agriculture. Sustainability and quiet quality are valued, flashy luxury is suspect.',
    insiderBrands: [
      {
        name: 'Levi’s',
        department: 'both',
        pricePoint: '$-$$',
        description: 'San Francisco company that invented the blue jean in 1873.',
        culturalSignal: 'Hometown original.',
      },
      {
        name: 'Allbirds',
        department: 'both',
        pricePoint: '$$',
        description: 'San Francisco brand of wool and tree-fiber sneakers.',
        culturalSignal: 'The tech-world default shoe.',
      },
      {
        name: 'Everlane',
        department: 'both',
        pricePoint: '$-$$',
        description: 'San Francisco brand of minimalist basics with transparent pricing.',
        culturalSignal: 'Ethical minimalism.',
      },
      {
        name: 'Taylor Stitch',
        department: 'menswear',
        pricePoint: '$$',
        description: 'San Francisco menswear of durable shirts, denim and jackets.',
        culturalSignal: 'Rugged Bay Area craftsman.',
      },
      {
        name: 'The North Face',
        department: 'both',
        pricePoint: '$$',
        description: 'Outdoor brand founded in San Francisco in 1966.',
        culturalSignal: 'Bay Area outdoor heritage, from Marin trails to the fog.',
      },
    ],
  },
  'portland-oregon': {
    region: 'Portland & Oregon',
    culturalContext:
      'Gray, drizzly winters and dry, warm summers: waterproof shells, flannel, wool and boots that handle wet streets. Athletic-wear giants (Nike, Columbia, Adidas North America), tech, design, craft food and outdoor recreation create a creative, anti-corporate dress code where sneakers and a rain shell are business attire. Local, handmade and sustainable are strong values.',
    insiderBrands: [
      {
        name: 'Pendleton',
        department: 'both',
        pricePoint: '$$-$$$',
        description: 'Oregon woolen mills since 1863, famous for blankets and wool shirts.',
        culturalSignal: 'Northwest heritage wool.',
      },
      {
        name: 'Danner',
        department: 'both',
        pricePoint: '$$$',
        description: 'Portland boot maker, making boots since 1932.',
        culturalSignal: 'Rain-tested boots with local roots.',
      },
      {
        name: 'Nike',
        department: 'both',
        pricePoint: '$-$$',
        description: 'Beaverton, Oregon athletic brand.',
        culturalSignal: 'A hometown company with sneaker culture everywhere.',
      },
      {
        name: 'Columbia Sportswear',
        department: 'both',
        pricePoint: '$-$$',
        description: 'Portland outdoor apparel company.',
        culturalSignal: 'Practical Northwest default.',
      },
    ],
  },
  'seattle-washington': {
    region: 'Seattle & the Pacific Northwest',
    culturalContext:
      'Mild, wet winters and dry, glorious summers: a good rain shell, wool, flannel and waterproof footwear. Tech (Amazon, Microsoft), aerospace, coffee, outdoor retail and the port shape a casual, practical, understated look where Patagonia vests and hiking boots appear in meetings. Heritage outerwear and quality gear are status symbols; conspicuous luxury reads as out of place.',
    insiderBrands: [
      {
        name: 'Filson',
        department: 'both',
        pricePoint: '$$-$$$',
        description: 'Seattle outfitter since 1897, outfitting the Klondike Gold Rush.',
        culturalSignal: 'Quiet local pride; a Filson bag ages with you.',
      },
      {
        name: 'Eddie Bauer',
        department: 'both',
        pricePoint: '$-$$',
        description: 'Seattle outdoor brand that patented the first quilted down jacket.',
        culturalSignal: 'Seattle outdoor heritage.',
      },
      {
        name: 'Nordstrom',
        department: 'both',
        pricePoint: '$$-$$$',
        description: 'Department store founded in Seattle in 1901.',
        culturalSignal: 'Hometown retail and service culture.',
      },
      {
        name: 'REI Co-op',
        department: 'both',
        pricePoint: '$-$$',
        description: 'Outdoor gear cooperative founded in Seattle in 1938.',
        culturalSignal: 'Co-op member credibility.',
      },
    ],
  },
  hawaii: {
    region: 'Hawaii',
    culturalContext:
      'Warm and humid year-round with trade winds and rain showers: breathable cotton, linen, sandals and sun protection. Tourism, the military, government, healthcare and real estate drive the economy, and "aloha attire" (an aloha shirt or a mu‘umu‘u) is accepted business wear, even in courtrooms and the state legislature. Respect for Native Hawaiian culture matters; local designers are preferred over tourist-shop prints.',
    insiderBrands: [
      {
        name: 'Reyn Spooner',
        department: 'menswear',
        pricePoint: '$$',
        description: 'Honolulu aloha-shirt maker known for its reverse-print fabric.',
        culturalSignal: 'The businessman’s aloha shirt.',
      },
      {
        name: 'Kahala',
        department: 'menswear',
        pricePoint: '$$',
        description: 'Honolulu aloha-shirt brand since 1936.',
        culturalSignal: 'Classic Hawaiian heritage.',
      },
      {
        name: 'Sig Zane Designs',
        department: 'both',
        pricePoint: '$$',
        description: 'Hilo designer of prints rooted in Hawaiian plants and stories.',
        culturalSignal: 'Culturally grounded aloha wear.',
      },
      {
        name: 'Manaola',
        department: 'both',
        pricePoint: '$$$',
        description: 'Native Hawaiian designer Manaola Yap’s label of contemporary resort wear.',
        culturalSignal: 'Native Hawaiian design with a luxury edge.',
      },
    ],
  },
  alaska: {
    region: 'Alaska',
    culturalContext:
      'Long, dark, cold winters, wet coastal weather and short, bright summers: insulated and waterproof layers, wool and rubber boots are essential. Oil and gas, fishing, the military, government, tourism and healthcare set a utilitarian dress code where outdoor clothing is appropriate almost everywhere, including the office. Function and durability matter more than fashion; Alaska Native art and craft are treasured.',
    insiderBrands: [
      {
        name: 'XTRATUF',
        department: 'both',
        pricePoint: '$$',
        description: 'Rubber deck boots known as "Alaskan sneakers".',
        culturalSignal: 'Instant local credibility.',
      },
      {
        name: 'Salmon Sisters',
        department: 'both',
        pricePoint: '$$',
        description: 'Alaska brand of fishing-inspired apparel by two commercial fishers.',
        culturalSignal: 'Alaska fishing-culture pride.',
      },
      {
        name: 'Grundéns',
        department: 'both',
        pricePoint: '$$',
        description: 'Commercial-fishing rain gear made for the North Pacific.',
        culturalSignal: 'Serious commercial-fishing credibility.',
      },
      {
        name: 'Oomingmak',
        department: 'both',
        pricePoint: '$$$',
        description: 'Anchorage co-operative of Alaska Native knitters working in qiviut (musk ox down).',
        culturalSignal: 'Alaska Native craft; a rare, warm fiber.',
      },
    ],
  },
  'puerto-rico': {
    region: 'Puerto Rico & the U.S. Virgin Islands',
    culturalContext:
      'Tropical heat and humidity year-round with a hurricane season: linen, light cotton, guayaberas and breathable dresses. Pharmaceuticals and medical devices, tourism, government, finance and a growing tech and creative scene set a polished but heat-smart dress code; people dress up more than the mainland (well-pressed clothes and good shoes), and color, music and Caribbean pride shape weekend style.',
    insiderBrands: [
      {
        name: 'Nono Maldonado',
        department: 'both',
        pricePoint: '$$$',
        description: 'San Juan designer and former fashion editor known for white, minimal tailoring.',
        culturalSignal: 'The grand figure of Puerto Rican fashion; understated tropical elegance.',
      },
      {
        name: 'Stella Nolasco',
        department: 'womenswear',
        pricePoint: '$$$',
        description: 'Puerto Rican designer of feminine, event-ready womenswear.',
        culturalSignal: 'Local red-carpet and gala choice.',
      },
      {
        name: 'David Antonio',
        department: 'both',
        pricePoint: '$$$',
        description: 'Puerto Rican designer known for tailored, colorful pieces.',
        culturalSignal: 'Contemporary island design, supported locally.',
      },
    ],
  },
  'united-states': {
    region: 'United States',
    culturalContext:
      'Without a ZIP code we use national norms: business-casual is the American default (a good blazer, crisp shirt or knit, dark denim or chinos, clean leather shoes), with regional swings toward outdoor gear in the West, prep in the Northeast and Southeast, and Western wear in Texas and the Mountain states. Add your ZIP code for local insider brands.',
    insiderBrands: [
      {
        name: 'J.Crew',
        department: 'both',
        pricePoint: '$$',
        description: 'American classics: oxfords, chinos, knits and suiting.',
        culturalSignal: 'Recognizable, safe, polished American style.',
      },
      {
        name: 'Banana Republic',
        department: 'both',
        pricePoint: '$$',
        description: 'Office-ready separates and suiting.',
        culturalSignal: 'The business-casual standard.',
      },
      {
        name: 'Ralph Lauren',
        department: 'both',
        pricePoint: '$$-$$$',
        description: 'American prep and heritage luxury.',
        culturalSignal: 'Aspirational Americana.',
      },
      {
        name: 'Madewell',
        department: 'both',
        pricePoint: '$$',
        description: 'Denim and casual essentials.',
        culturalSignal: 'Approachable, modern American.',
      },
    ],
  },
};

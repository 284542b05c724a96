import type { RegionId } from './regions.data';

/**
 * US ZIP-code prefixes (the first three digits, the USPS "3-digit ZIP" or sectional-centre
 * level) grouped into style regions. Source: the USPS sectional-centre facility assignments as
 * published in the USPS Domestic Mail Manual L002 list and summarised in the Wikipedia "List of
 * ZIP Code prefixes" (states: 005 and 100–149 NY, 006–009 PR/VI, 010–027 and 055 MA, 028–029 RI,
 * 030–038 NH, 039–049 ME, 050–059 VT, 060–069 CT, 070–089 NJ, 150–196 PA, 197–199 DE, 200–205 DC,
 * 206–219 MD, 220–246 VA, 247–268 WV, 270–289 NC, 290–299 SC, 300–319 and 398–399 GA, 320–349 FL,
 * 350–369 AL, 370–385 TN, 386–397 MS, 400–427 KY, 430–459 OH, 460–479 IN, 480–499 MI, 500–528 IA,
 * 530–549 WI, 550–567 MN, 570–577 SD, 580–588 ND, 590–599 MT, 600–629 IL, 630–658 MO, 660–679 KS,
 * 680–693 NE, 700–714 LA, 716–729 AR, 730–749 OK (733 is Austin TX), 750–799 and 885 TX, 800–816
 * CO, 820–831 WY, 832–838 ID, 840–847 UT, 850–865 AZ, 870–884 NM, 889–898 NV, 900–961 CA, 967–968
 * HI, 970–979 OR, 980–994 WA, 995–999 AK).
 *
 * Granularity: one prefix is one sectional centre, so metro areas are split where their centres
 * are (Fairfield County CT 068–069 and northern New Jersey go with New York City; suburban
 * Maryland 206–209 and Frederick 217 with Washington; 986, Vancouver WA, with Portland). Prefixes
 * not listed are unassigned or non-geographic (000–004, the military APO/FPO 090–099, 340 and
 * 962–966, the Pacific territories 969) and fall to the general United States region.
 */
export const ZIP_PREFIX_RANGES: readonly (readonly [from: number, to: number, region: RegionId])[] = [
  [5, 5, 'new-york-city'], // Holtsville, Long Island
  [6, 9, 'puerto-rico'], // 008 is the U.S. Virgin Islands
  [10, 27, 'boston-southern-new-england'], // Massachusetts
  [28, 29, 'boston-southern-new-england'], // Rhode Island
  [30, 38, 'northern-new-england'], // New Hampshire
  [39, 49, 'northern-new-england'], // Maine
  [50, 54, 'northern-new-england'], // Vermont
  [55, 55, 'boston-southern-new-england'], // Andover, Massachusetts
  [56, 59, 'northern-new-england'], // Vermont
  [60, 67, 'boston-southern-new-england'], // Connecticut: Hartford, New Haven, New London
  [68, 69, 'new-york-city'], // Fairfield County, Connecticut: Stamford, Norwalk
  [70, 79, 'new-york-city'], // Northern New Jersey: Newark, Jersey City, Hackensack
  [80, 86, 'philadelphia-mid-atlantic'], // South Jersey and Trenton
  [87, 89, 'new-york-city'], // Central New Jersey: Lakewood, New Brunswick
  [100, 119, 'new-york-city'], // Manhattan 100–102, Staten Island 103, Bronx 104, Westchester, Queens, Brooklyn, Long Island
  [120, 149, 'upstate-new-york'], // Albany, Syracuse, Utica, Binghamton, Rochester, Buffalo
  [150, 168, 'ohio-western-pennsylvania'], // Pittsburgh, Erie, Altoona, State College
  [169, 196, 'philadelphia-mid-atlantic'], // Central and eastern Pennsylvania, Philadelphia 190–192
  [197, 199, 'philadelphia-mid-atlantic'], // Delaware
  [200, 205, 'washington-dc'], // District of Columbia (201 is Dulles, Virginia)
  [206, 209, 'washington-dc'], // Suburban Maryland: Bethesda, Silver Spring, Southern Maryland
  [210, 216, 'philadelphia-mid-atlantic'], // Baltimore, Annapolis, Cumberland, Eastern Shore
  [217, 217, 'washington-dc'], // Frederick, Maryland
  [218, 219, 'philadelphia-mid-atlantic'], // Salisbury and Baltimore, Maryland
  [220, 223, 'washington-dc'], // Northern Virginia: Arlington, Alexandria, Fairfax
  [224, 246, 'virginia-carolinas'], // Rest of Virginia: Richmond, Norfolk, Charlottesville, Roanoke
  [247, 268, 'nashville-upper-south'], // West Virginia
  [270, 289, 'virginia-carolinas'], // North Carolina
  [290, 299, 'virginia-carolinas'], // South Carolina
  [300, 319, 'atlanta-southeast'], // Georgia
  [320, 329, 'florida'], // Jacksonville, Tallahassee, Pensacola, Gainesville, Orlando
  [330, 334, 'south-florida'], // Miami, Fort Lauderdale, West Palm Beach
  [335, 339, 'florida'], // Tampa, St. Petersburg, Lakeland, Fort Myers
  [341, 349, 'florida'], // Naples, Manasota, Tampa, Orlando, Fort Pierce
  [350, 369, 'atlanta-southeast'], // Alabama
  [370, 385, 'nashville-upper-south'], // Tennessee
  [386, 397, 'new-orleans-gulf-south'], // Mississippi
  [398, 399, 'atlanta-southeast'], // Georgia
  [400, 427, 'nashville-upper-south'], // Kentucky
  [430, 459, 'ohio-western-pennsylvania'], // Ohio
  [460, 479, 'chicago-midwest'], // Indiana
  [480, 499, 'chicago-midwest'], // Michigan
  [500, 528, 'upper-midwest'], // Iowa
  [530, 549, 'upper-midwest'], // Wisconsin
  [550, 567, 'upper-midwest'], // Minnesota
  [570, 577, 'upper-midwest'], // South Dakota
  [580, 588, 'upper-midwest'], // North Dakota
  [590, 599, 'denver-mountain-west'], // Montana
  [600, 629, 'chicago-midwest'], // Illinois
  [630, 658, 'great-plains'], // Missouri
  [660, 679, 'great-plains'], // Kansas
  [680, 693, 'great-plains'], // Nebraska
  [700, 714, 'new-orleans-gulf-south'], // Louisiana
  [716, 729, 'new-orleans-gulf-south'], // Arkansas
  [730, 732, 'great-plains'], // Oklahoma
  [733, 733, 'austin-central-texas'], // Austin, Texas
  [734, 749, 'great-plains'], // Oklahoma
  [750, 764, 'dallas-north-texas'], // Dallas, Fort Worth, Denton, East Texas, Wichita Falls
  [765, 769, 'austin-central-texas'], // Temple, Waco, Brownwood, San Angelo
  [770, 779, 'houston-gulf-coast'], // Houston, Galveston, Beaumont, Bryan, Victoria
  [780, 789, 'austin-central-texas'], // San Antonio, Corpus Christi, McAllen, Austin 786–787
  [790, 797, 'dallas-north-texas'], // Amarillo, Lubbock, Abilene, Midland
  [798, 799, 'desert-southwest'], // El Paso
  [800, 816, 'denver-mountain-west'], // Colorado
  [820, 831, 'denver-mountain-west'], // Wyoming
  [832, 838, 'denver-mountain-west'], // Idaho
  [840, 847, 'denver-mountain-west'], // Utah
  [850, 865, 'desert-southwest'], // Arizona
  [870, 884, 'desert-southwest'], // New Mexico
  [885, 885, 'desert-southwest'], // El Paso
  [889, 898, 'desert-southwest'], // Nevada
  [900, 935, 'los-angeles-southern-california'], // Los Angeles 900–918, San Diego, Inland Empire, Orange County, Santa Barbara
  [936, 961, 'bay-area-northern-california'], // Fresno, Salinas, San Francisco 940–941, Oakland, San Jose, Sacramento
  [967, 968, 'hawaii'], // Hawaii (Honolulu 968)
  [970, 979, 'portland-oregon'], // Oregon
  [980, 985, 'seattle-washington'], // Seattle, Everett, Tacoma, Olympia
  [986, 986, 'portland-oregon'], // Vancouver, Washington (Portland sectional centre)
  [988, 994, 'seattle-washington'], // Wenatchee, Yakima, Spokane, Tri-Cities
  [995, 999, 'alaska'], // Alaska
];

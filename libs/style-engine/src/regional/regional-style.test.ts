import { regionalStyleSchema } from '@uniform/contracts';
import { GENERAL_REGION_ID, REGION_IDS, REGIONS } from './regions.data';
import { regionalStyle, regionIdForZip, regionIdForZipPrefix } from './regional-style';
import { ZIP_PREFIX_RANGES } from './zip-prefixes.data';

describe('regionalStyle', () => {
  it.each([
    ['10001', 'new-york-city', 'New York City'],
    ['11211', 'new-york-city', 'New York City'],
    ['07302', 'new-york-city', 'New York City'],
    ['02139', 'boston-southern-new-england', 'Boston'],
    ['04101', 'northern-new-england', 'Maine'],
    ['14604', 'upstate-new-york', 'Upstate New York'],
    ['19103', 'philadelphia-mid-atlantic', 'Philadelphia'],
    ['21201', 'philadelphia-mid-atlantic', 'Mid-Atlantic'],
    ['20001', 'washington-dc', 'Washington DC'],
    ['20814', 'washington-dc', 'Washington DC'],
    ['22201', 'washington-dc', 'Northern Virginia'],
    ['28202', 'virginia-carolinas', 'Carolinas'],
    ['30303', 'atlanta-southeast', 'Atlanta'],
    ['33101', 'south-florida', 'Miami'],
    ['32801', 'florida', 'Orlando'],
    ['37203', 'nashville-upper-south', 'Nashville'],
    ['70112', 'new-orleans-gulf-south', 'New Orleans'],
    ['15222', 'ohio-western-pennsylvania', 'Western Pennsylvania'],
    ['60601', 'chicago-midwest', 'Chicago'],
    ['55401', 'upper-midwest', 'Minneapolis'],
    ['64105', 'great-plains', 'Kansas City'],
    ['78701', 'austin-central-texas', 'Austin'],
    ['77002', 'houston-gulf-coast', 'Houston'],
    ['75201', 'dallas-north-texas', 'Dallas'],
    ['80202', 'denver-mountain-west', 'Denver'],
    ['85001', 'desert-southwest', 'Phoenix'],
    ['90012', 'los-angeles-southern-california', 'Los Angeles'],
    ['94105', 'bay-area-northern-california', 'San Francisco'],
    ['97205', 'portland-oregon', 'Portland'],
    ['98101', 'seattle-washington', 'Seattle'],
    ['96813', 'hawaii', 'Hawaii'],
    ['99501', 'alaska', 'Alaska'],
    ['00901', 'puerto-rico', 'Puerto Rico'],
  ])('When the ZIP is %s, then the region is %s', (zip, regionId, nameFragment) => {
    const style = regionalStyle(zip);

    expect(style.regionId).toBe(regionId);
    expect(style.region).toContain(nameFragment);
  });

  it('When the ZIP has a +4 extension, then the 5-digit part decides', () => {
    expect(regionalStyle('98101-1234').regionId).toBe('seattle-washington');
    expect(regionalStyle('981011234').regionId).toBe('seattle-washington');
    expect(regionalStyle(' 02139 ').regionId).toBe('boston-southern-new-england');
  });

  it.each([undefined, '', 'abcde', '1234', '123456', '00001', '09012', '96201', '96910'])(
    'When the ZIP is %p (missing, malformed, unassigned, military or territory), then the region is the United States',
    (zip) => {
      const style = regionalStyle(zip);

      expect(style.regionId).toBe(GENERAL_REGION_ID);
      expect(style.region).toBe('United States');
      expect(style.insiderBrands.length).toBeGreaterThanOrEqual(3);
    },
  );

  it('When the caller changes the result, then the next call is unaffected', () => {
    const first = regionalStyle('10001');
    first.insiderBrands[0]!.name = 'Changed';
    first.insiderBrands.pop();

    const second = regionalStyle('10001');

    expect(second.insiderBrands[0]!.name).toBe('Todd Snyder');
    expect(second.insiderBrands).toHaveLength(REGIONS['new-york-city'].insiderBrands.length);
  });
});

describe('the region table', () => {
  it.each(REGION_IDS)(
    'Region %s validates against the RegionalStyle schema with 3–5 insider brands',
    (id) => {
      const region = REGIONS[id];

      expect(regionalStyleSchema.safeParse(region).success).toBe(true);
      expect(region.insiderBrands.length).toBeGreaterThanOrEqual(3);
      expect(region.insiderBrands.length).toBeLessThanOrEqual(5);
      expect(region.culturalContext.length).toBeGreaterThan(200);
      for (const brand of region.insiderBrands) {
        expect(brand.pricePoint).toMatch(/^\$+(-\$+)?$/);
        expect(brand.description).not.toBe('');
        expect(brand.culturalSignal).not.toBe('');
      }
    },
  );

  it('Every prefix 000–999 maps to a known region', () => {
    const used = new Set<string>();
    for (let prefix = 0; prefix <= 999; prefix += 1) {
      const id = regionIdForZipPrefix(prefix);
      expect(REGIONS[id]).toBeDefined();
      used.add(id);
      expect(regionIdForZip(`${String(prefix).padStart(3, '0')}01`)).toBe(id);
    }
    expect([...used].sort()).toEqual([...REGION_IDS].sort());
  });

  it('The prefix ranges are in order and never overlap', () => {
    let previousEnd = -1;
    for (const [from, to] of ZIP_PREFIX_RANGES) {
      expect(from).toBeGreaterThan(previousEnd);
      expect(to).toBeGreaterThanOrEqual(from);
      expect(to).toBeLessThanOrEqual(999);
      previousEnd = to;
    }
  });

  it('Region names are unique', () => {
    const names = REGION_IDS.map((id) => REGIONS[id].region);
    expect(new Set(names).size).toBe(names.length);
  });
});

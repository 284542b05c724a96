import { teacherAnalysis } from '../../../testing/personas';
import { brandColours, firstSentence, platformCuesText, referenceIcons } from './analysis-view';

describe('analysis readings of the dashboard', () => {
  test('When the summary has several sentences, then the header shows the first', () => {
    expect(firstSentence('You lead calmly. You dress well.')).toBe('You lead calmly.');
    expect(firstSentence('No full stop')).toBe('No full stop');
  });

  test('When colours have categories, then primary is foundation and secondary statement; else the first two', () => {
    const analysis = teacherAnalysis();
    const colours = analysis.colorAnalysis.recommendedColors;
    expect(brandColours(analysis)).toEqual({
      primary: colours.find((colour) => colour.category === 'foundation'),
      secondary: colours.find((colour) => colour.category === 'statement'),
    });
    const plain = {
      ...analysis,
      colorAnalysis: {
        ...analysis.colorAnalysis,
        recommendedColors: [
          { name: 'A', hex: '#111111', category: 'casual' as const },
          { name: 'B', hex: '#222222', category: 'evening' as const },
        ],
      },
    };
    expect(brandColours(plain)).toMatchObject({ primary: { name: 'A' }, secondary: { name: 'B' } });
  });

  test('When platform cues are an object, then they read as one line per platform; icons fall back to the style icon', () => {
    expect(platformCuesText({ LinkedIn: 'Navy blazer', Instagram: 'Texture' })).toBe(
      'LinkedIn: Navy blazer\nInstagram: Texture',
    );
    const analysis = { ...teacherAnalysis(), referenceIcons: [] };
    expect(referenceIcons(analysis)).toEqual([analysis.styleIcon]);
  });
});

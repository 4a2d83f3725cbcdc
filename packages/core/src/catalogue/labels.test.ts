import { describe, expect, it } from 'vitest';
import { coreMessages, translate } from '../i18n/index.js';
import { CHIP_TARGETS } from './chips.js';
import {
  availabilityMessageKey,
  categoryMessageKey,
  pageTitleMessageKey,
  routeGroupMessageKey,
} from './labels.js';
import { MODULE_CATALOGUE, moduleByPageUrl } from './modules.js';
import { MODULE_CATEGORIES, ROUTE_GROUPS } from './types.js';

const LANGUAGES = ['zh_cn', 'en_us'] as const;

function expectTranslated(key: string): void {
  for (const language of LANGUAGES) expect(coreMessages[language][key], `${language} ${key}`).toBeTruthy();
}

describe('catalogue labels', () => {
  it.each(MODULE_CATEGORIES)('translates the category %s', (category) => {
    expectTranslated(categoryMessageKey(category));
  });

  it('gives every category its own key', () => {
    expect(new Set(MODULE_CATEGORIES.map(categoryMessageKey)).size).toBe(MODULE_CATEGORIES.length);
  });

  it.each(ROUTE_GROUPS)('translates the route group %s', (routeGroup) => {
    expectTranslated(routeGroupMessageKey(routeGroup));
  });

  it.each(['available', 'placeholder', 'notAvailable'] as const)(
    'translates the availability %s',
    (availability) => {
      expectTranslated(availabilityMessageKey(availability));
    },
  );

  it('says "to be developed" for modules not available yet', () => {
    expect(translate('en_us', availabilityMessageKey('notAvailable'))).toBe('To be developed');
    expect(translate('zh_cn', availabilityMessageKey('notAvailable'))).toBe('待开发');
  });

  it('translates the English category names as the spec writes them', () => {
    for (const category of MODULE_CATEGORIES)
      expect(translate('en_us', categoryMessageKey(category))).toBe(category);
  });

  it.each(CHIP_TARGETS.map((chip) => chip.id))('describes the chip %s in both languages', (chipId) => {
    const chip = CHIP_TARGETS.find((target) => target.id === chipId);
    expectTranslated(chip?.descriptionKey ?? '');
  });

  it('translates the title of every overview page and keeps AUTOSAR names for modules', () => {
    for (const entry of MODULE_CATALOGUE.filter((item) => item.kind === 'overview')) {
      const key = pageTitleMessageKey(entry);
      expect(key, entry.pageUrl).toBeDefined();
      expectTranslated(key ?? '');
    }
    const os = moduleByPageUrl('os');
    expect(os && pageTitleMessageKey(os)).toBeUndefined();
    const rte = moduleByPageUrl('configSwBase');
    expect(rte && translate('en_us', pageTitleMessageKey(rte) ?? '')).toBe(
      'RTE runtime environment: the interface between software components and basic software',
    );
  });
});

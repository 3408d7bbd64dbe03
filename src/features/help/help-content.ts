import {
  type Icon,
  IconAdjustments,
  IconApi,
  IconBook,
  IconChartDots,
  IconDna2,
  IconFolders,
  IconLifebuoy,
  IconMessageQuestion,
} from '@tabler/icons-react';

/** The Help page's structure; its words live in locales/<lang>/help.json under the same ids. */

export const quickStartSteps = ['project', 'comparison', 'explore', 'share'] as const;

/** Each group's items are listed in help.json, in the order shown. */
export const featureGroups = [
  { id: 'projects', icon: IconFolders },
  { id: 'visualization', icon: IconChartDots },
  { id: 'genes', icon: IconDna2 },
  { id: 'filtering', icon: IconAdjustments },
] as const;

export const faqItems = ['plots', 'heatmap', 'go', 'sharing', 'import', 'offline'] as const;

export const QUICK_START_ID = 'quick-start';
export const FAQ_ID = 'faq';

export interface HelpResource {
  id: 'api' | 'documentation' | 'faq' | 'support';
  icon: Icon;
  /** A page of the server (`newTab`), a route of the app, an anchor of this page; none: the support address. */
  href?: string;
  newTab?: boolean;
}

export const resources: HelpResource[] = [
  { id: 'api', icon: IconApi, href: '/api/docs', newTab: true },
  { id: 'documentation', icon: IconBook, href: '/help/documentation' },
  { id: 'faq', icon: IconMessageQuestion, href: `#${FAQ_ID}` },
  { id: 'support', icon: IconLifebuoy },
];

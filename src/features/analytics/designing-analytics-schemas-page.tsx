import { articlePage } from '../../components/article-layout';
import Content from './content/designing-analytics-schemas.mdx';
import { linkTo } from '../../../contracts/route-manifest';

export default articlePage(Content, {
  kicker: 'Analytics',
  lead: 'Define the business case, keep historic states and build aggregate KPI tables, with example schemas.',
  meta: {
    title: 'Designing analytics schemas',
    description:
      'How to design an analytics schema from the business case: grain, facts and dimensions, slowly changing dimensions for historic states, rating snapshots and aggregate KPI tables.',
    keywords: ['analytics schema', 'data modelling', 'star schema', 'slowly changing dimension', 'kpi tables'],
    canonicalPath: linkTo('/analytics/designing-analytics-schemas'),
  },
});

import { articlePage } from '../../components/article-layout';
import Content from './content/sports-ranking-methods-colley-massey-elo.mdx';
import { linkTo } from '../../../contracts/route-manifest';

export default articlePage(Content, {
  kicker: 'Sports models',
  pill: { href: linkTo('/sports-models'), label: 'Sports models' },
  lead: 'Three ways to turn results into rankings, worked by hand and compared on a live table you can edit.',
  meta: {
    title: 'Sports ranking methods: Colley, Massey and Elo',
    description:
      'How the Colley, Massey and Elo rating methods work, with worked examples and a live results table ranked by all three side by side.',
    keywords: ['colley matrix', 'massey ratings', 'elo rating', 'sports ranking', 'rating systems'],
    canonicalPath: linkTo('/sports-models/sports-ranking-methods-colley-massey-elo'),
  },
});

import { useLocation } from 'wouter';
import { usePageMeta, withBrand } from '../../../lib/page-meta';
import { hasEarlierSitePage } from '../../../lib/site-history';
import { FRAME_PATHS } from '../paths';

export default function GlossaryPage() {
  usePageMeta({
    title: withBrand('Pool Simulation Glossary'),
    description: 'How frame scoring works in the English pool Monte Carlo simulation: points, the black, breaks, splits, fouls and visits.',
    keywords: ['English pool rules', 'pool scoring', 'pool glossary', 'foul', 'two visits'],
  });
  const [, navigate] = useLocation();
  // back to the page the visitor came from; opened from a shared link, go to the introduction
  const returnToPage = () => (hasEarlierSitePage() ? window.history.back() : navigate(FRAME_PATHS.intro));
  return (
    <div className="page-narrow">
      <button type="button" className="btn-secondary" onClick={returnToPage}>
        Return to page
      </button>
      <h1 className="mt-6 text-3xl font-bold">Glossary: how frame scoring works</h1>
      <div className="prose-article mt-4">
        <p>
          The simulation plays a simplified frame of English pool between Player 1 and Player 2. It keeps the parts of
          the game that decide who wins and drops the geometry: every shot is a make or a miss drawn with the shooter's
          make chance.
        </p>
        <h2>Score</h2>
        <ul>
          <li>Both players start on 0. The frame ends when one player reaches 10.</li>
          <li>Each potted ball adds 1 point. A player has seven colours to pot, so points 1 to 7 are the colours.</li>
          <li>
            A player on 7 is on the black: potting it jumps the score to 10 and wins the frame. The loser can therefore
            have at most 7.
          </li>
          <li>The score is written winner's points first only in tables; in reports it is Player 1 - Player 2.</li>
        </ul>
        <h2>Turns and visits</h2>
        <ul>
          <li>A <strong>visit</strong> is a player's time at the table. A made shot keeps the player at the table; a miss ends the visit.</li>
          <li>A <strong>streak</strong> is a run of made shots within one visit. The top streak is a player's longest in the frame (0 to 8).</li>
          <li><strong>Accuracy</strong> is shots made divided by shots taken.</li>
        </ul>
        <h2>The break (Stage 2 onwards)</h2>
        <ul>
          <li>The first shot of the frame is the break, taken by the breaker with the <strong>break make</strong> chance.</li>
          <li>
            A good break <strong>splits</strong> the pack. For the next <strong>split duration</strong> shots, whoever takes them,
            the <strong>split benefit</strong> is added to the make chance (capped at 100 %).
          </li>
          <li>The break outcome is made, missed or foul.</li>
        </ul>
        <h2>Fouls (Stage 3 and the leagues)</h2>
        <ul>
          <li>Every shot can foul, made or missed, with the player's foul chance (a separate one for the break).</li>
          <li>After a foul the opponent gets <strong>two visits</strong>: the first miss uses up the extra visit, and they shoot again.</li>
          <li>
            On a foul the black can go down, with the player's <strong>pot black on foul</strong> chance. If it does, the fouling
            player loses the frame and the opponent is set to 10. Potting the black on 7 with a foul loses too.
          </li>
        </ul>
        <h2>Shot-by-shot report symbols</h2>
        <ul>
          <li><strong>✓</strong> a made shot, <strong>✗</strong> a miss.</li>
          <li><strong>B</strong> the break, <strong>F</strong> a foul, <strong>☠</strong> a frame-losing foul.</li>
          <li><strong>+n %</strong> the split benefit added to that shot.</li>
        </ul>
        <h2>Batches and odds</h2>
        <ul>
          <li>A <strong>batch</strong> is 850 simulated frames with the same attributes; the breaker alternates from game to game.</li>
          <li><strong>True odds</strong> are 1 divided by the win share. A bookmaker's <strong>margin</strong> raises the share by 1, 5 or 10 % before inverting.</li>
          <li>The <strong>over/under</strong> market is on the median frame length in shots.</li>
        </ul>
      </div>
    </div>
  );
}

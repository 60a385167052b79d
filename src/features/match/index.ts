import './match.css';
import './detail.css';
import './stats.css';
import './lineup.css';
import './analysis.css';

export { BallPage } from './BallPage';
export { MatchDetailPage } from './MatchDetailPage';
export { MatchPage } from './MatchPage';
export { MatchSettingPage } from './MatchSettingPage';
export { ScorePopup } from './ScorePopup';

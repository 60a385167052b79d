// The app shell's way in: the ScorePopup alone, without the pages of the feature that its index brings.
export { ScorePopup } from './ScorePopup';

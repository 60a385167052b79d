import { proxy } from 'valtio';
import type { MaintainStatus } from '../../protocol/mainApi';

export interface UiState {
  /** The login sheet (spec 000 §2 "Login dialog"). */
  loginOpen: boolean;
  /** Set while the maintenance screen replaces the app. */
  maintenance: MaintainStatus | null;
  /** The maintenance notice dialog was shown in this session (notice_open 2). */
  noticeShown: boolean;
}

export const ui = proxy<UiState>({ loginOpen: false, maintenance: null, noticeShown: false });

import {
  ActionSheet as KitActionSheet,
  CenterPopup as KitCenterPopup,
  ImageViewer as KitImageViewer,
  Popup as KitPopup,
} from 'antd-mobile';
import type { ComponentProps, ComponentType } from 'react';
import { madeWhenOpened } from './madeWhenOpened';

/** The kit's overlays that a page holds closed, made on their first opening ({@link madeWhenOpened}). */
export const Popup = madeWhenOpened(KitPopup);
export const CenterPopup = madeWhenOpened(KitCenterPopup);
export const ActionSheet = madeWhenOpened(KitActionSheet);
export const ImageViewer = madeWhenOpened(
  KitImageViewer as ComponentType<ComponentProps<typeof KitImageViewer>>,
);

import { pictureSrc } from '../state/config';
import './adPicture.css';
import { adTexts } from './texts';

/**
 * An operator's advert picture in its own shape (`width` × `height`), marked as an advert in the
 * user's language: a button when a tap opens something (`onOpen`), else only the picture.
 */
export function AdPicture({
  img,
  width,
  height,
  onOpen,
  className,
  testId,
}: {
  img: string;
  width: number;
  height: number;
  onOpen?: () => void;
  className?: string;
  testId: string;
}) {
  const t = adTexts.useT();
  const inner = (
    <>
      <img src={pictureSrc(img)} alt="" />
      <span className="ad-picture-tag">{t('ad')}</span>
    </>
  );
  const props = {
    className: `ad-picture${className ? ` ${className}` : ''}`,
    style: { aspectRatio: `${width} / ${height}` },
    'data-testid': testId,
  };
  return onOpen ? (
    <button type="button" {...props} onClick={onOpen}>
      {inner}
    </button>
  ) : (
    <div {...props}>{inner}</div>
  );
}

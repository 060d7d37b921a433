/**
 * The product video, lazy (decision 188): a poster with a labelled play button; the <video> or the
 * provider's <iframe> is rendered only after the button is pressed, so the page downloads nothing
 * of the video (nor contacts the provider) before. No autoplay: a file video starts because of
 * that press; an embed shows the provider's player, which starts on its own button.
 */
import { useEffect, useRef, useState } from 'react';
import { useI18n } from '../i18n/index.ts';
import type { ProductVideo as Video } from './product-video.ts';

interface Props {
  video: Video;
  name: string;
  poster: string | null;
}

export function ProductVideo({ video, name, poster }: Props) {
  const { t } = useI18n();
  const [open, setOpen] = useState(false);
  const player = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    // The press was the shopper's request to play; a refusal (e.g. power saving) leaves the controls.
    if (open) player.current?.play().catch(() => {});
  }, [open]);
  const label = t('pdp-media.play-video', { name });
  return (
    <div className="pdp-video" data-testid="pdp-video">
      {!open ? (
        <button type="button" className="pdp-video__poster" aria-label={label} onClick={() => setOpen(true)}>
          {poster ? <img src={poster} alt="" width={640} height={360} loading="lazy" /> : null}
          <span className="pdp-video__play" aria-hidden="true">
            <svg viewBox="0 0 24 24" width="32" height="32" aria-hidden="true" focusable="false">
              <path d="M8 5v14l11-7z" fill="currentColor" />
            </svg>
          </span>
        </button>
      ) : video.kind === 'embed' ? (
        <iframe
          className="pdp-video__frame"
          src={video.src}
          title={t('pdp-media.video-title', { name })}
          width={640}
          height={360}
          allow="encrypted-media; picture-in-picture; fullscreen"
          referrerPolicy="strict-origin-when-cross-origin"
        />
      ) : (
        // biome-ignore lint/a11y/useMediaCaption: the captions track is added whenever the product gives one
        <video
          ref={player}
          className="pdp-video__frame"
          controls
          preload="metadata"
          width={640}
          height={360}
          aria-label={t('pdp-media.video-title', { name })}
        >
          <source src={video.src} type={video.type} />
          {video.captions ? (
            <track kind="captions" src={video.captions} label={t('pdp-media.captions')} default />
          ) : null}
          {t('pdp-media.video-unsupported')}
        </video>
      )}
    </div>
  );
}

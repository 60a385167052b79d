import { useEffect, useRef } from 'react';

/** A media stream in a video element (muted for the own camera, or with the speaker off). */
export function CallVideo({
  stream,
  muted,
  className,
  testId,
}: {
  stream: MediaStream | null;
  muted: boolean;
  className?: string;
  testId?: string;
}) {
  const ref = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const video = ref.current;
    if (video && video.srcObject !== stream) video.srcObject = stream;
  }, [stream]);
  return <video ref={ref} className={className} data-testid={testId} autoPlay playsInline muted={muted} />;
}

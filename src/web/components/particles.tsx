// Decorative floating particles of the practice area: 40 of them, 'mixed' by default,
// animated by CSS only. Random values are drawn once per mount; the layer is hidden from assistive
// technology and never takes a click.
import { useState, type CSSProperties } from 'react';
import { PRACTICE } from '@shared/constants';
import styles from './particles.module.css';

export type ParticleVariant = 'stars' | 'snow' | 'mixed';
type ParticleKind = 'star' | 'snow' | 'bubble';

interface ParticlesProps {
  count?: number;
  variant?: ParticleVariant;
  /** 'viewport' pins the layer behind the whole page; 'parent' fills the nearest positioned ancestor. */
  cover?: 'viewport' | 'parent';
}

interface Particle {
  kind: ParticleKind;
  style: CSSProperties;
}

// Durations in seconds: stars 6–14, snow 8–20, every other kind 10–20.
const DURATION_RANGE: Record<ParticleKind, [number, number]> = {
  star: [6, 14],
  snow: [8, 20],
  bubble: [10, 20],
};
const SIZE_RANGE: Record<ParticleKind, [number, number]> = {
  star: [8, 16],
  snow: [4, 10],
  bubble: [6, 14],
};
const MIXED_KINDS: readonly ParticleKind[] = ['star', 'snow', 'bubble'];

const between = (min: number, max: number) => min + Math.random() * (max - min);

function pickKind(variant: ParticleVariant): ParticleKind {
  if (variant === 'stars') return 'star';
  if (variant === 'snow') return 'snow';
  return MIXED_KINDS[Math.floor(Math.random() * MIXED_KINDS.length)] ?? 'bubble';
}

function createParticles(count: number, variant: ParticleVariant): Particle[] {
  return Array.from({ length: count }, () => {
    const kind = pickKind(variant);
    const duration = between(...DURATION_RANGE[kind]);
    const style = {
      '--x': `${between(0, 100).toFixed(2)}%`,
      '--y': `${between(0, 100).toFixed(2)}%`,
      '--size': `${between(...SIZE_RANGE[kind]).toFixed(1)}px`,
      '--duration': `${duration.toFixed(2)}s`,
      // A negative delay starts each particle part-way up, so the sky is already full on arrival.
      '--delay': `${(-between(0, duration)).toFixed(2)}s`,
      // Opacity is drawn from 0.4 to 1.2; anything above 1 shows as fully opaque.
      '--opacity': Math.min(1, between(0.4, 1.2)).toFixed(2),
      '--rotation': `${Math.round(between(-360, 360))}deg`,
      '--drift': `${Math.round(between(-40, 40))}px`,
    } as CSSProperties;
    return { kind, style };
  });
}

export function Particles({ count = PRACTICE.particleCount, variant = 'mixed', cover = 'parent' }: ParticlesProps) {
  const [particles] = useState(() => createParticles(count, variant));
  return (
    <div
      className={`${styles.layer} ${cover === 'viewport' ? styles.viewport : ''}`}
      aria-hidden="true"
      data-testid="particles"
    >
      {particles.map((particle, index) => (
        <span key={index} className={`${styles.particle} ${styles[particle.kind]}`} style={particle.style} />
      ))}
    </div>
  );
}

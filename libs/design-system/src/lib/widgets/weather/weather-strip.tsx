import { css, styled } from 'styled-components';
import { theme } from '../../theme/theme';
import { Skeleton } from '../shared/skeleton';

// The forecast's strip of days: its layout, and the same strip while it loads.

/** Spec §9: the forecast covers 7 days. */
export const WEATHER_FORECAST_DAYS = 7;

export const ICON_SIZE = 64;
const PHONE_ICON_SIZE = 48;

// Phones: one row per day. From md: cards, four to a row; from lg: the seven side by side
// (below lg a seventh of the width is too narrow for 'Wednesday').
const Strip = styled.ol`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;

  ${theme.media.md} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
    gap: ${theme.space[3]};
  }

  ${theme.media.lg} {
    grid-template-columns: repeat(${WEATHER_FORECAST_DAYS}, minmax(0, 1fr));
  }
`;

const dayCard = css`
  display: grid;
  grid-template-columns: 6.5rem ${PHONE_ICON_SIZE}px minmax(0, 1fr) auto;
  align-items: center;
  gap: ${theme.space[2]};
  padding: ${theme.space[2]} ${theme.space[3]};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surface};

  ${theme.media.md} {
    grid-template-columns: minmax(0, 1fr);
    /* The condition row takes the slack, so the temperatures line up at the bottom of every card. */
    grid-template-rows: auto auto 1fr auto;
    align-items: start;
    justify-items: center;
    padding: ${theme.space[4]} ${theme.space[2]};
    text-align: center;
  }
`;

/** A day of the forecast and its plain parts, styled from the strip (one styled element per forecast, decision 039). */
export const Days = styled(Strip)`
  > li {
    ${dayCard}
    color: ${theme.colors.text};
  }

  time {
    font-weight: ${theme.fontWeights.semibold};
    white-space: nowrap;
  }

  img {
    width: ${PHONE_ICON_SIZE}px;
    height: ${PHONE_ICON_SIZE}px;

    ${theme.media.md} {
      width: ${ICON_SIZE}px;
      height: ${ICON_SIZE}px;
    }
  }

  .condition {
    font-size: ${theme.fontSizes.sm};
    overflow-wrap: anywhere;
  }

  .temperatures {
    display: flex;
    gap: ${theme.space[2]};
    font-size: ${theme.fontSizes.sm};
    white-space: nowrap;
  }

  .high {
    font-weight: ${theme.fontWeights.bold};
  }

  .low {
    color: ${theme.colors.mutedText};
  }
`;

const SkeletonDay = styled.li`
  ${dayCard}
  min-height: calc(${PHONE_ICON_SIZE}px + 1rem);

  ${theme.media.md} {
    min-height: 13rem;
  }
`;

/** The strip's place while the forecast loads: a grey card per day. */
export function WeatherSkeleton() {
  return (
    <Strip as="ul">
      {Array.from({ length: WEATHER_FORECAST_DAYS }, (_, index) => (
        <SkeletonDay key={index}>
          <Skeleton $width="5rem" $height="1rem" />
          <Skeleton $width={`${PHONE_ICON_SIZE}px`} $height={`${PHONE_ICON_SIZE}px`} $radius="lg" />
          <Skeleton $width="6rem" $height="0.875rem" />
          <Skeleton $width="4rem" $height="0.875rem" />
        </SkeletonDay>
      ))}
    </Strip>
  );
}

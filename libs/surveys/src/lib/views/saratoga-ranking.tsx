'use client';

import { theme } from '@civicbrief/design-system';
import { styled } from 'styled-components';
import { reasonLabel, saratogaRankPrompt } from './labels';
import { Button, FOCUS_SCROLL_MARGIN } from './survey-card';
import { useFocusOnChange } from './survey-focus';

const RankList = styled.ol`
  display: grid;
  gap: ${theme.space[2]};
  margin: 0 0 ${theme.space[4]};
  padding: 0;
  list-style: none;
  counter-reset: rank;

  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: ${theme.space[2]};
    padding: ${theme.space[2]} ${theme.space[3]};
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radii.md};
    counter-increment: rank;
  }

  li > span {
    flex: 1 1 14rem;
  }

  li > span::before {
    content: counter(rank) '. ';
    font-weight: ${theme.fontWeights.semibold};
  }
`;

const RankButtons = styled.div`
  display: flex;
  gap: ${theme.space[1]};
`;

const Question = styled.div`
  margin-bottom: ${theme.space[4]};

  h2 {
    margin: 0 0 ${theme.space[3]};
    font-size: ${theme.fontSizes.lg};
  }
  h2 {
    scroll-margin-top: ${FOCUS_SCROLL_MARGIN};
  }
  h2:focus {
    outline: none;
  }
`;

/** Moves a reason one place up or down: the intent `up:<reason>` or `down:<reason>`. */
function MoveButton({ reason, direction, disabled }: { reason: string; direction: 'up' | 'down'; disabled: boolean }) {
  return (
    <Button
      type="submit"
      name="intent"
      value={`${direction}:${reason}`}
      $variant="secondary"
      $size="sm"
      disabled={disabled}
      aria-label={`Move ${direction}: ${reasonLabel(reason)}`}
    >
      {direction === 'up' ? 'Up' : 'Down'}
    </Button>
  );
}

/** Step 1: the chosen reasons in ranked order, each moved up or down by a button (a form post without JavaScript). */
export function Ranking({ reasons, focusKey }: { reasons: readonly string[]; focusKey: unknown }) {
  const ref = useFocusOnChange<HTMLHeadingElement>(focusKey);
  return (
    <Question>
      <h2 ref={ref} tabIndex={-1} id="rank-title">
        {saratogaRankPrompt}
      </h2>
      <RankList aria-labelledby="rank-title">
        {reasons.map((reason, index) => (
          <li key={reason}>
            <span>{reasonLabel(reason)}</span>
            <RankButtons>
              <MoveButton reason={reason} direction="up" disabled={index === 0} />
              <MoveButton reason={reason} direction="down" disabled={index === reasons.length - 1} />
            </RankButtons>
          </li>
        ))}
      </RankList>
    </Question>
  );
}

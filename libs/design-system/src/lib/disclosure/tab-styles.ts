import { css } from 'styled-components';
import { theme } from '../theme/theme';

// The tabs' look, shared by the Radix tabs (tabs.tsx) and the plain ones (plain-tabs.tsx); the open tab is
// `data-state="active"` in both.

export const tabsRootStyles = css`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[4]};
`;

export const tabListStyles = css`
  display: flex;
  gap: ${theme.space[1]};
  border-bottom: 1px solid ${theme.colors.border};
  /* Many tabs (years) scroll sideways on phones instead of wrapping. */
  overflow-x: auto;
`;

export const tabStyles = css`
  flex: none;
  min-height: 2.75rem;
  padding: ${theme.space[2]} ${theme.space[4]};
  border: 0;
  border-bottom: 3px solid transparent;
  background: transparent;
  color: ${theme.colors.mutedText};
  font: inherit;
  font-weight: ${theme.fontWeights.semibold};
  cursor: pointer;

  &:hover {
    color: ${theme.colors.primary};
  }

  &[data-state='active'] {
    border-bottom-color: ${theme.colors.primary};
    color: ${theme.colors.primary};
  }
`;

export const tabPanelStyles = css`
  &:focus-visible {
    outline-offset: 4px;
  }
`;

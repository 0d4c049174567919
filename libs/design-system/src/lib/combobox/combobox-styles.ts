import { styled } from 'styled-components';
import { controlStyles } from '../controls/control-styles';
import { highlighted } from '../primitives/interactive';
import { theme } from '../theme/theme';

export const Root = styled.div`
  position: relative;
  width: 100%;
`;

export const InputRow = styled.div`
  position: relative;
  display: flex;
  align-items: center;

  [role='status'] {
    position: absolute;
    right: ${theme.space[3]};
  }
`;

export const Input = styled.input`
  ${controlStyles}
  /* Room for the busy spinner. */
  padding-right: ${theme.space[10]};
`;

export const Popup = styled.div`
  position: absolute;
  top: calc(100% + ${theme.space[1]});
  right: 0;
  left: 0;
  z-index: ${theme.zIndices.dropdown};
  overflow: hidden;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.background};
  box-shadow: ${theme.shadows.md};
`;

export const Listbox = styled.ul`
  max-height: 20rem;
  margin: 0;
  padding: ${theme.space[1]} 0;
  overflow-y: auto;
  list-style: none;
`;

export const Option = styled.li`
  display: flex;
  flex-direction: column;
  padding: ${theme.space[2]} ${theme.space[3]};
  cursor: pointer;

  &[aria-selected='true'],
  &:hover {
    ${highlighted}
  }

  &[aria-selected='true'] {
    outline: 2px solid ${theme.colors.focusRing};
    outline-offset: -2px;
  }

  &[data-action='true'] {
    border-top: 1px solid ${theme.colors.border};
    font-weight: ${theme.fontWeights.semibold};
  }
`;

export const OptionDescription = styled.span`
  color: ${theme.colors.mutedText};
  font-size: ${theme.fontSizes.sm};
`;

export const NoResults = styled.div`
  padding: ${theme.space[3]};
`;

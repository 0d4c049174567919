import { theme } from '@civicbrief/design-system';
import { render as renderBare, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactElement, type ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { FieldError } from './field-error';
import { FormField } from './form-field';

const Themed = ({ children }: { children: ReactNode }) => <ThemeProvider theme={theme}>{children}</ThemeProvider>;
const render = (ui: ReactElement) => renderBare(ui, { wrapper: Themed });

describe('FormField', () => {
  it('labels an element child and leaves it valid without an error', () => {
    render(
      <FormField label="Email">
        <input type="email" />
      </FormField>,
    );
    const input = screen.getByLabelText('Email');
    expect(input).toHaveAttribute('aria-invalid', 'false');
    expect(input).not.toHaveAttribute('aria-describedby');
    expect(input).not.toBeRequired();
  });

  it('links the error message to the control and marks it invalid', () => {
    render(
      <FormField label="Email" error={{ message: 'Please enter a valid email address' }}>
        <input type="email" />
      </FormField>,
    );
    const input = screen.getByLabelText('Email');
    expect(input).toBeInvalid();
    expect(input).toHaveAccessibleDescription('Please enter a valid email address');
  });

  it("shows 'This field is required.' for an error without message", () => {
    render(
      <FormField label="City" error={{}}>
        {(control) => <input {...control} />}
      </FormField>,
    );
    expect(screen.getByLabelText('City')).toHaveAccessibleDescription('This field is required.');
  });

  it('passes the control props to a render function, with hint and required', () => {
    render(
      <FormField
        label="First name"
        hint="As on your ID"
        required
        id="first"
        error={{ message: 'Please type your name' }}
      >
        {(control) => <input {...control} name="first_name" />}
      </FormField>,
    );
    const input = screen.getByRole('textbox', { name: 'First name' });
    expect(input).toHaveAttribute('id', 'first');
    expect(input).toBeRequired();
    expect(input).toHaveAccessibleDescription('As on your ID Please type your name');
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  });

  it('gives each field its own ids', () => {
    render(
      <>
        <FormField label="One" error={{ message: 'First problem' }}>
          <input />
        </FormField>
        <FormField label="Two" error={{ message: 'Second problem' }}>
          <input />
        </FormField>
      </>,
    );
    expect(screen.getByLabelText('One').id).not.toBe(screen.getByLabelText('Two').id);
    expect(screen.getByLabelText('Two')).toHaveAccessibleDescription('Second problem');
  });

  it('updates the live region when an error appears and clears it when fixed', async () => {
    function Harness() {
      const [value, setValue] = useState('');
      const [touched, setTouched] = useState(false);
      return (
        <FormField label="Name" error={touched && !value ? { message: 'Please type your name' } : null}>
          <input value={value} onChange={(e) => setValue(e.target.value)} onBlur={() => setTouched(true)} />
        </FormField>
      );
    }
    render(<Harness />);
    const user = userEvent.setup();
    const input = screen.getByLabelText('Name');
    await user.click(input);
    await user.tab();
    expect(screen.getByText('Please type your name')).toHaveAttribute('aria-live', 'polite');
    expect(input).toBeInvalid();
    await user.type(input, 'Ada');
    expect(screen.queryByText('Please type your name')).not.toBeInTheDocument();
    expect(input).toBeValid();
  });
});

describe('FieldError', () => {
  it('is a polite live region that exists before a message arrives', () => {
    const { container, rerender } = render(<FieldError id="e" />);
    const region = container.querySelector('#e');
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toBeEmptyDOMElement();
    rerender(<FieldError id="e" message="Please select a state" />);
    expect(container.querySelector('#e')).toBe(region);
    expect(region).toHaveTextContent('Please select a state');
  });
});

import { act, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { useEarlyChoice } from './use-early-choice';

/** A select that navigates on a choice, as the guide and candidate selects do: here `choose` records it. */
function Choice({ chosen }: { chosen: string[] }) {
  const [selected, setSelected] = useState('');
  const [renders, setRenders] = useState(0);
  const select = useEarlyChoice(selected, (value) => {
    chosen.push(value);
    setSelected(value);
  });
  return (
    <>
      <select
        aria-label="Guide"
        ref={select}
        defaultValue={selected}
        onChange={(event) => chosen.push(event.target.value)}
      >
        <option value="">Select a resource</option>
        <option value="a">A</option>
        <option value="b">B</option>
      </select>
      <button type="button" onClick={() => setRenders(renders + 1)}>
        {renders}
      </button>
    </>
  );
}

describe('useEarlyChoice', () => {
  it('acts on a choice made before hydration, and no later render sets the field back', async () => {
    const chosen: string[] = [];
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Choice chosen={[]} />);
    document.body.append(container);
    const select = container.querySelector('select') as HTMLSelectElement;
    select.value = 'b'; // the visitor's choice, before the app
    await act(async () => {
      hydrateRoot(container, <Choice chosen={chosen} />);
    });
    expect(chosen).toEqual(['b']);
    await act(async () => (container.querySelector('button') as HTMLButtonElement).click());
    expect(select.value).toBe('b');
    container.remove();
  });
});

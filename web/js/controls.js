// The new-game form, built from GET /api/types: a type (kinds, and aliases that preset
// parameters, as sudoku does), the type's own generate parameters, and the seed. Nothing here
// knows a type: the parameters come with their shape, default and range.

import { hasBoard } from './boards.js';

function choicesOf(types) {
  const list = [];
  for (const kind of types.types) {
    if (hasBoard(kind.name)) list.push({ value: kind.name, label: kind.title, kind });
    for (const alias of kind.aliases) {
      // Aliases without a preset (takuzu for binox) are other names of the same game.
      if (Object.keys(alias.generate_preset).length && hasBoard(alias.name)) {
        list.push({ value: alias.name, label: alias.name[0].toUpperCase() + alias.name.slice(1), kind });
      }
    }
  }
  return list;
}

// Whether a parameter applies to the chosen type word. An alias that presets parameters (sudoku:
// killer generation without cages) leaves out the kind's parameters that its own name does not
// cover: those whose meaning names the kind (max-cage: "largest cage (killer)") and not the
// alias.
function appliesTo(param, choice) {
  if (choice.value === choice.kind.name) return true;
  const names = (word) => new RegExp(`\\b${word}\\b`, 'i').test(param.meaning);
  return !(names(choice.kind.name) && !names(choice.value));
}

// What a field shows while empty: its default when short; else "auto", the default in words
// going to its title (a tooltip) and its label for assistive tools.
function placeholderOf(param) {
  return String(param.default).length <= 8 ? String(param.default) : 'auto';
}

function field(param) {
  const label = document.createElement('label');
  label.className = 'param';
  label.title = `${param.meaning} (default: ${param.default})`;
  const name = document.createElement('span');
  name.textContent = param.name;
  label.appendChild(name);
  let input;
  if (param.shape === 'choice') {
    input = document.createElement('select');
    for (const choice of param.choices) {
      const option = document.createElement('option');
      option.value = choice;
      option.textContent = choice;
      if (choice === param.default) option.selected = true;
      input.appendChild(option);
    }
  } else {
    input = document.createElement('input');
    input.type = param.shape === 'integer' ? 'number' : 'text';
    if (param.shape === 'integer') {
      input.min = param.min;
      input.max = param.max;
      input.inputMode = 'numeric';
    }
    input.placeholder = placeholderOf(param);
    input.autocomplete = 'off';
    input.size = 6;
  }
  input.name = param.name;
  input.dataset.default = param.default;
  input.setAttribute('aria-label', `${param.name}: ${param.meaning}; default ${param.default}`);
  label.appendChild(input);
  return label;
}

export function setUpForm(form, types, onSubmit) {
  const typeSelect = form.querySelector('#type');
  const paramsBox = form.querySelector('#params');
  const choices = choicesOf(types);
  typeSelect.replaceChildren(...choices.map((choice) => {
    const option = document.createElement('option');
    option.value = choice.value;
    option.textContent = choice.label;
    return option;
  }));

  // The fields of the chosen type, fresh: nothing typed for another type stays.
  function showParams() {
    const choice = choices.find((c) => c.value === typeSelect.value);
    paramsBox.replaceChildren(...choice.kind.generate_params.filter((param) => appliesTo(param, choice)).map(field));
  }
  typeSelect.addEventListener('change', showParams);
  showParams();

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const params = { type: typeSelect.value };
    for (const input of paramsBox.querySelectorAll('input, select')) {
      // Only what the player changed is sent, so the server's defaults stay the server's.
      if (input.value !== '' && input.value !== input.dataset.default) params[input.name] = input.value;
    }
    const seed = form.querySelector('#seed').value;
    params.seed = seed === '' ? Math.floor(Math.random() * 1e9) : Number(seed);
    onSubmit(params);
  });

  return {
    // The type of a puzzle that came from elsewhere (an import, a link): its fields and the
    // seed back to their defaults, since they did not make that puzzle.
    select(type, { fresh = false } = {}) {
      if (!choices.some((c) => c.value === type)) return;
      if (typeSelect.value === type && !fresh) return;
      typeSelect.value = type;
      showParams();
      if (fresh) form.querySelector('#seed').value = '';
    },
  };
}

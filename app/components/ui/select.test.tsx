import { renderToStaticMarkup } from 'react-dom/server'
import { expect, test } from 'vitest'
import { NativeSelect } from './select.tsx'

const options = (
  <>
    <option value="consumer">Homeowner</option>
    <option value="vendor">Vendor</option>
    <option value="agent">Agent</option>
  </>
)

test('a single select given several values (a field posted twice) shows the first one only', () => {
  // (React warns through console.error when a single select gets a list: tests/setup/console-errors.ts fails that)
  const html = renderToStaticMarkup(
    <NativeSelect name="role" defaultValue={['vendor', 'agent']}>
      {options}
    </NativeSelect>,
  )
  expect(html.match(/<option[^>]*selected/g)).toEqual(['<option value="vendor" selected'])
})

test('a multiple select keeps every value it is given', () => {
  const html = renderToStaticMarkup(
    <NativeSelect name="roles" multiple defaultValue={['vendor', 'agent']}>
      {options}
    </NativeSelect>,
  )
  expect(html.match(/<option[^>]*selected/g)).toEqual(['<option value="vendor" selected', '<option value="agent" selected'])
})

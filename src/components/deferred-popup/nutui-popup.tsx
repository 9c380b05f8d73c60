import { Popup } from '@nutui/nutui-react-taro'

export default Popup
